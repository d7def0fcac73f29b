/** Where credits are bought (the spec sends a short balance to pricing). */
export const BUY_CREDITS_PATH = '/pricing';
