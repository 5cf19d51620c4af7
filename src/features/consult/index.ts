// Expert consultation (product API polling) loads with the expert page's consult button.
export { ConsultDialog } from './consult-dialog';
