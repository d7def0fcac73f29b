// The button-styled links live in shared-ui (one copy for every remote); this path stays for the studio's imports.
export { ButtonAnchor, ButtonLink } from 'shared-ui';
