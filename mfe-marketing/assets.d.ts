// webpack's asset/resource turns an image import into its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
