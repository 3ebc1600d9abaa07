/** Device type from the window width (spec sections 4 and 9: mobile up to 699 px, tablet up to 959 px). */

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

export const MOBILE_MAX_WIDTH = 699;
export const TABLET_MAX_WIDTH = 959;

export function deviceType(width: number): DeviceType {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}
