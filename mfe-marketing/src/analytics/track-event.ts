// The one place marketing sends analytics events: shared-ui's logEvent fills in the page path, device,
// persona and referral id (query rid), and never throws or makes the caller wait.
export { logEvent as trackEvent, type LogEventInput as MarketingEvent } from 'shared-ui/start-up';
