/**
 * The live preview's listener, inline at the top of the previewed page: Payload's
 * admin posts `payload-document-event` to the frame after every save, and the
 * page reloads to render the new draft. A bundled module script would only
 * listen once the page has parsed and its styles loaded; a save in that window
 * (autosave runs every two seconds) was lost and the preview stayed a version
 * behind. Plain ES5, hashed for the CSP as written (astro.config.mjs); the CMS
 * origin comes from the script element's data-cms-origin, so the text never
 * changes. It reports ready as @payloadcms/live-preview's ready() does.
 */
export const PREVIEW_RELOAD_SCRIPT =
  '(function(script){' +
  'var origin=script&&script.getAttribute("data-cms-origin"),editor=window.opener||(window.parent!==window&&window.parent);' +
  'if(!origin||!editor)return;' +
  'window.addEventListener("message",function(event){' +
  'if(event.origin===origin&&event.data&&event.data.type==="payload-document-event")window.location.reload()});' +
  'editor.postMessage({type:"payload-live-preview",ready:true},origin)' +
  '})(document.currentScript)';
