export { DialogHost, preloadDialog } from './DialogHost';
export { alert, confirm, type AlertOptions, type ConfirmOptions } from './dialogStore';
