// Checkout texts that only the client produces (the session failure text sits with its call).
export const paymentRedirectFailedMessage = (message: string) => `Payment redirect failed: ${message}`;
export const initiatePurchaseFailedMessage = (message: string) => `Failed to initiate purchase: ${message}`;
