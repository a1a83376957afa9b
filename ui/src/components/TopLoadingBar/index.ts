export { TopLoadingBar, type TopLoadingBarProps } from './TopLoadingBar';
