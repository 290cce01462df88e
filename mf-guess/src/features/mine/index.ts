export { MyGuessPage } from './MyGuessPage';
export { MyGuessStore } from './MyGuessStore';
