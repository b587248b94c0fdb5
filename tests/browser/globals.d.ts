/// <reference types="mocha" />
/** The flavour a browser test bundle was built on ('react' or 'preact'). */
declare const __FLAVOUR__: 'react' | 'preact';
