/**
 * Build time: calls an island's data.ts with its block's parsed props (the
 * generated dispatch does, for each island that has one). The props must be
 * what the loader's parameter asks for, so a loader whose parameter no longer
 * matches its block's schema fails the type check; a loader that needs no
 * props may leave the parameter out.
 */
export const loadIslandData = <P, R extends Record<string, unknown>>(loader: (props: P) => Promise<R>, props: NoInfer<P>): Promise<R> =>
  loader(props);
