// pg's own value conversion for query parameters (what pg.Query binds with; pg-cursor imports it too).
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): Buffer | string | null };
  export default utils;
}
