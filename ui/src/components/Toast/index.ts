export { ToastHost } from './ToastHost';
export { DEFAULT_TOAST_DURATION, dismissToast, toast, type ToastOptions } from './toastStore';
