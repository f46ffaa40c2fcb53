// TABTestKit page runtime: the shell around the runtime's parts (the NN-*.js files, joined in
// name order where the placeholder comment stands). The engine fills in the version, a hash
// of the parts, so a page with another runtime installs this one.
//
// The whole is one self-contained expression: it can be sent with any script call (the engine
// prepends it when a call finds no runtime) or registered as a WebDriver BiDi preload script.
// Installing touches no DOM, so it may run before the document exists.
(function (VERSION) {
  "use strict";
  if (window.__tabtestkit && window.__tabtestkit.version === VERSION) return;
  /*@PARTS@*/
})("@VERSION@");
