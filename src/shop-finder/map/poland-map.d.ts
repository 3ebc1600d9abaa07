/** Generated at build by src/shop-finder/map/integration.ts. */
declare module 'virtual:poland-map' {
  const map: import('./frame.ts').PolandMap;
  export default map;
}
