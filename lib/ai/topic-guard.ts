/**
 * Refuses requests that try to steer the model away from writing a lesson:
 * 400 INVALID_TOPIC, nothing charged. The text still goes to the model only as delimited data;
 * this is a first line, not the only one.
 */
import { ApiError } from '@/lib/http/errors';

const STEERING = [
  /\bignore (all |any )?(the )?(previous|prior|above|earlier) (instructions|prompts?|messages?)\b/i,
  /\bdisregard (all |any )?(the )?(previous|prior|above|system) /i,
  /\b(system|developer) prompt\b/i,
  /\byou are now\b/i,
  /\bact as (an? )?(unrestricted|jailbroken|dan)\b/i,
  /\bjailbreak\b/i,
  /\breveal (your|the) (instructions|prompt|system)\b/i,
  /<\/?(system|assistant|instructions?)>/i,
];

/** The answer to a topic that gives the lesson writer instructions instead of naming a topic. */
export const STEERING_TOPIC_MESSAGE =
  'Please enter the topic pupils will learn, such as "Photosynthesis". Instructions to the lesson writer are not accepted.';

/** Throws INVALID_TOPIC (400) when the topic or special requirements try to redirect the model. */
export function assertEducationalRequest(fields: { topic: string; specialRequirements?: string | null }): void {
  for (const [name, value] of Object.entries(fields)) {
    if (value && STEERING.some((re) => re.test(value))) {
      throw new ApiError(
        'INVALID_TOPIC',
        name === 'topic'
          ? STEERING_TOPIC_MESSAGE
          : 'Special requirements must describe your class or lesson, not give the lesson writer new instructions.',
      );
    }
  }
}
