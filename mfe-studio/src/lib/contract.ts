/**
 * The API contract (every call with its zod schemas, ~42 KB), for changes the user makes on a page that
 * renders without it: the generation page's first render reads only api-client/runtime, so its likes,
 * deletes and generations load the contract when first sent (it is usually there by then: the page's
 * pending-pack query asks through it right after the first render). One shared copy for the whole site.
 */
export const loadContract = () => import('api-client');
