// A page kept with its server-rendered first view carries its CSP style nonce at its end (server
// modules/pages): move it into the head, where styled-components looks for it, before
// styled-components loads (it reads the nonce as it takes over the first view's styles).
const nonceMeta = document.querySelector('meta[property="csp-nonce"]');
if (nonceMeta && nonceMeta.parentElement !== document.head) document.head.appendChild(nonceMeta);

// The async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
