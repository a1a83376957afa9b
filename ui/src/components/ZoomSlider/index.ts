export { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, ZoomSlider, type ZoomSliderProps } from './ZoomSlider';
