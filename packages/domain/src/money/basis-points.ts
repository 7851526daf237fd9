/**
 * Basis points are how the domain holds a share (`percentOf` takes them): 1 % = 100 basis points, 0.5 % = 50.
 * A share, not money: converting a percentage is this named step, never a bare `× 100` that reads like tenge→tiyn.
 */
export const BASIS_POINTS_PER_PERCENT = 100;

/** A percentage as people write it (20, 0.5, "12.5") to whole basis points (2 000, 50, 1 250). */
export const percentToBasisPoints = (percent: number | string): number => Math.round(Number(percent) * BASIS_POINTS_PER_PERCENT);
