import type { OperationData } from '#api-contract/operation.ts';
import type { accountOperations } from '#api-contract/account.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';

export type SentMessage = OperationData<typeof accountOperations.messages>['messages'][number];
export type MessageSubject = OperationData<typeof accountOperations.messageSubject>['data'][number];
export type NewMessage = { subjectCode: string; body: string };

/** Failures raise no alert banner: the island shows the server's words beside the form or the list. */
const quiet = { alert: false } as const;

export async function messageSubjects(signal?: AbortSignal): Promise<MessageSubject[]> {
  return (await callOperation(calls.account.messageSubject, {}, { ...quiet, signal })).data;
}

export async function sentMessages(signal?: AbortSignal): Promise<SentMessage[]> {
  return (await callOperation(calls.account.messages, {}, { ...quiet, signal })).messages;
}

export async function sendMessage(message: NewMessage): Promise<string> {
  return (await callOperation(calls.account.sendMessage, { body: message }, quiet)).messageId;
}
