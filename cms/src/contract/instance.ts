// The contract server of this process, over the Payload instance Next serves.
import { getPayload } from 'payload';
import { cms } from '../instance.ts';
import { createContractServer } from './server.ts';

let server: ReturnType<typeof createContractServer> | undefined;

export function contractServer() {
  server ??= getPayload({ config: cms.config, cron: true }).then((payload) =>
    createContractServer({ payload, model: cms.model, previewSecret: cms.options.previewSecret, token: cms.options.contentToken }),
  );
  return server;
}
