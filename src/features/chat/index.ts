export { ChatScreen } from './chat-screen';
export { ChatWindow, type ChatWindowProps } from './chat-window';
