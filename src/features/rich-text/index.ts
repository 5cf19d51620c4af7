// The editor (draft-js) loads with the forms that use it (dynamic import), never with the home route.
export { HtmlEditor } from './html-editor';
