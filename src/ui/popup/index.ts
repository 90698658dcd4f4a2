export { POPUP_VISIBLE_MS, Popup, type PopupProps } from './popup';
