import './global.css';

export * from './theme';
