import { PROMPT_MAX } from 'api-client';
import { cleanTheme, type PromptRequest, type PromptWriter } from './prompt-writer.js';

const FRAMINGS = ['portrait', 'candid photo', 'close-up portrait', 'full-length photo', 'editorial photo', 'wide shot'];
const LIGHTS = ['soft natural light', 'golden hour light', 'dramatic side light', 'bright even light', 'warm evening light'];
const SETTINGS = ['in a sunlit studio', 'outdoors in a park', 'on a city street', 'in a cosy interior', 'by the sea', 'on a rooftop at dusk', 'in the mountains'];
const FINISHES = ['shallow depth of field', '35mm film look', 'sharp detail, 85mm lens'];

/**
 * The default writer: deterministic and offline. Prompt i combines the theme with the i-th framing and
 * light (6 × 5 combinations, all different up to 30 prompts) and a setting and finish.
 */
export function createLocalPromptWriter(): PromptWriter {
  return {
    name: 'local',
    async write(request: PromptRequest): Promise<string[]> {
      const theme = cleanTheme(request);
      return Array.from({ length: request.count }, (_, i) => {
        const parts = [
          `${FRAMINGS[i % FRAMINGS.length]} of model`, theme, SETTINGS[Math.floor(i / 2) % SETTINGS.length], LIGHTS[i % LIGHTS.length],
          FINISHES[Math.floor(i / 3) % FINISHES.length],
        ];
        const prompt = parts.join(', ');
        // Distinct past 30 too: a number keeps later prompts apart.
        const numbered = i >= FRAMINGS.length * LIGHTS.length ? `${prompt}, take ${i + 1}` : prompt;
        return numbered.slice(0, PROMPT_MAX);
      });
    },
  };
}
