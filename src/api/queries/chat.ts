import { sendChatMessage } from '@/api/gen/endpoints/chat/chat';
import type { ChatMessage, ChatReply } from '@/api/gen/model';
import { payloadOf } from './answer';

/** One question to the assistant, its reply (POST /chat, decision 461). Nothing cached: each answer is new. */
export async function askAssistant(body: ChatMessage): Promise<ChatReply> {
  return payloadOf(await sendChatMessage(body));
}
