// Set by webpack at run time: with publicPath 'auto' it is the folder the shell's own files came from.
declare const __webpack_public_path__: string | undefined;
