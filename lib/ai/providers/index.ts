/**
 * The configured lesson writer: Claude when ANTHROPIC_API_KEY is set (honouring
 * ANTHROPIC_BASE_URL and ANTHROPIC_MODEL), otherwise the built-in offline provider.
 */
import { env } from '@/lib/env';
import type { LessonProvider } from './types';
import { offlineProvider } from './offline';
import { createAnthropicProvider, DEFAULT_ANTHROPIC_MODEL } from './anthropic';

let cached: { key: string; provider: LessonProvider } | undefined;

export function getProvider(): LessonProvider {
  const settings = env.anthropic;
  if (!settings) return offlineProvider;
  const { apiKey, baseURL } = settings;
  const model = settings.model ?? DEFAULT_ANTHROPIC_MODEL;
  const key = `${apiKey}|${baseURL}|${model}`;
  if (cached?.key !== key) cached = { key, provider: createAnthropicProvider({ apiKey, baseURL, model }) };
  return cached.provider;
}

export type { LessonProvider, PartName, PartRequest } from './types';
