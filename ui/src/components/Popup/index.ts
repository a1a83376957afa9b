export { Popup, popupPositions, type PopupProps } from './Popup';
