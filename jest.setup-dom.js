// Waits of Testing Library (findBy…, waitFor) give up after 1 s by default; on a loaded two-core
// machine an idle callback or a lazy import can take longer than that. This is a limit on how long
// a test waits for something to appear, never a measure of speed.
const { configure } = require('@testing-library/dom');
configure({ asyncUtilTimeout: 5000 });
