export { DialogHost, preloadDialog, type DialogHostProps } from './DialogHost';
export { alert, confirm, type AlertOptions, type ConfirmOptions } from './dialogStore';
