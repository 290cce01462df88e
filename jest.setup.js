// jsdom lacks these; react-router 7 needs them.
const util = require('node:util');
globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;
