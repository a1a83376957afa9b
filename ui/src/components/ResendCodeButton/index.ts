export { ResendCodeButton, type ResendCodeButtonProps } from './ResendCodeButton';
