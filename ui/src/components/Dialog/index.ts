export { DialogHost } from './DialogHost';
export { alert, confirm, type AlertOptions, type ConfirmOptions } from './dialogStore';
