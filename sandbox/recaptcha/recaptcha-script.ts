/**
 * The stand-in's `api.js`: a tiny `grecaptcha` with `ready(callback)` and
 * `execute(siteKey, { action })`, which resolves to a token from `POST token` beside the
 * script (so it works at any address or behind a proxy). Like Google's, an unknown site key
 * or a failed request rejects the promise. Loading it twice keeps the first `grecaptcha`.
 */
export const RECAPTCHA_SCRIPT = `(function () {
  'use strict';
  if (window.grecaptcha && window.grecaptcha.__innkitSandbox) return;
  var script = document.currentScript;
  var tokenUrl = new URL('token', script && script.src ? script.src : location.href).href;
  window.grecaptcha = {
    __innkitSandbox: true,
    ready: function (callback) {
      setTimeout(callback, 0);
    },
    execute: function (siteKey, options) {
      var action = (options && options.action) || 'default';
      return fetch(tokenUrl, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ siteKey: String(siteKey), action: String(action) }),
      }).then(function (response) {
        if (!response.ok) throw new Error('reCAPTCHA stand-in: ' + response.status);
        return response.json();
      }).then(function (answer) {
        return answer.token;
      });
    },
  };
})();
`;
