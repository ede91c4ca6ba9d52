/**
 * Claude through @anthropic-ai/sdk. Each part is one streamed Messages call
 * whose only tool is the part's JSON Schema (derived from zod), so the answer is structured;
 * the stable system prefix is cached. Provider failures become clear API errors, never traces.
 */
import Anthropic, { APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import { ApiError } from '@/lib/http/errors';
import { log } from '@/lib/log';
import { jsonSchemas } from '@/lib/ai/schemas';
import { SYSTEM_PREFIX, requestGuidance, userMessage } from '@/lib/ai/prompts';
import type { LessonProvider, PartName } from './types';

/** A current Claude model; ANTHROPIC_MODEL overrides it. */
export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-5';
/** Per-part time limit in milliseconds (each SDK attempt). */
export const PART_TIMEOUT_MS = 90_000;
const MAX_TOKENS: Record<PartName, number> = { lessonPlan: 8000, worksheet: 8000, quiz: 6000 };

const TOOL_DESCRIPTIONS: Record<PartName, string> = {
  lessonPlan: 'Record the complete lesson plan.',
  worksheet: 'Record the complete pupil worksheet with its answer key.',
  quiz: 'Record the complete end-of-lesson quiz with its answers.',
};

function inputSchema(part: PartName): Anthropic.Tool.InputSchema {
  const { $schema: _ignored, ...schema } = jsonSchemas[part] as Record<string, unknown>;
  return schema as Anthropic.Tool.InputSchema;
}

/** Maps SDK failures to API errors: busy/unavailable → 503, anything else → 502. */
export function toApiError(err: unknown): unknown {
  if (err instanceof ApiError || err instanceof APIUserAbortError) return err;
  if (err instanceof APIError) {
    const status = err.status ?? 0;
    log.warn({ status, requestId: err.requestID, message: err.message }, 'Claude request failed');
    if (status === 0 || status === 408 || status === 429 || status === 529 || status >= 500) {
      return new ApiError('PROVIDER_UNAVAILABLE', 'The lesson writer is busy right now. Please try again in a minute.');
    }
    return new ApiError('PROVIDER_ERROR', 'The lesson writer could not complete this request. Please try again.');
  }
  log.error({ err }, 'unexpected failure calling Claude');
  return new ApiError('PROVIDER_ERROR', 'The lesson writer could not complete this request. Please try again.');
}

export interface AnthropicProviderOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

export function createAnthropicProvider(options: AnthropicProviderOptions): LessonProvider {
  const client = new Anthropic({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? PART_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? 2,
  });
  const model = options.model ?? DEFAULT_ANTHROPIC_MODEL;

  return {
    name: 'anthropic',
    async generatePart(req, callOptions) {
      const toolName = `record_${req.part}`;
      try {
        const stream = client.messages.stream(
          {
            model,
            max_tokens: MAX_TOKENS[req.part],
            system: [
              { type: 'text', text: SYSTEM_PREFIX, cache_control: { type: 'ephemeral' } },
              { type: 'text', text: requestGuidance(req.request) },
            ],
            tools: [{ name: toolName, description: TOOL_DESCRIPTIONS[req.part], input_schema: inputSchema(req.part) }],
            tool_choice: { type: 'tool', name: toolName },
            messages: [{ role: 'user', content: userMessage(req) }],
          },
          { signal: callOptions?.signal },
        );
        const message = await stream.finalMessage();
        if (message.stop_reason === 'refusal') {
          throw new ApiError('INVALID_TOPIC', 'This request cannot be written as a lesson. Please choose an educational topic.');
        }
        const block = message.content.find((b) => b.type === 'tool_use' && b.name === toolName);
        if (!block || block.type !== 'tool_use') {
          if (message.stop_reason === 'max_tokens') {
            log.warn({ part: req.part, model }, 'Claude ran out of tokens');
          }
          // Returned as-is: the pipeline's validation names the problem and asks once more.
          return null;
        }
        return block.input;
      } catch (err) {
        throw toApiError(err);
      }
    },
  };
}
