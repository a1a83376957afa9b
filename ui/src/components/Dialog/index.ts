export { DialogHost, preloadDialog, type DialogHostProps } from './DialogHost';
export { alert, confirm, dismissDialogs, type AlertOptions, type ConfirmOptions } from './dialogStore';
