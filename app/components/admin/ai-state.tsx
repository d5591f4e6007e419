import { formatCount } from "~/utils/format";

export type AiStateView = {
  configured: boolean;
  host: string | null;
  models: { id: string; kind: string }[];
  callsToday: number;
  tokensToday: number;
  siteDailyTokens: number;
};

/** The AI state (CONTRACT 13): configured or not, the provider's host (never the key), the models, today's usage. */
export function AiState({ state }: { state: AiStateView }) {
  if (!state.configured) {
    return <p className="text-gray-700">AI is not configured: set AI_BASE_URL to turn on model calls. The enhancer still works from its structure check.</p>;
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="font-medium text-gray-900">Status</dt>
      <dd className="text-gray-800">Configured</dd>
      <dt className="font-medium text-gray-900">Provider host</dt>
      <dd className="text-gray-800">{state.host}</dd>
      <dt className="font-medium text-gray-900">Models</dt>
      <dd className="text-gray-800">{state.models.length ? state.models.map((model) => `${model.id} (${model.kind})`).join(", ") : "None"}</dd>
      <dt className="font-medium text-gray-900">Calls today</dt>
      <dd className="text-gray-800">{formatCount(state.callsToday)}</dd>
      <dt className="font-medium text-gray-900">Tokens today</dt>
      <dd className="text-gray-800">
        {formatCount(state.tokensToday)} of {formatCount(state.siteDailyTokens)} (the site's daily ceiling)
      </dd>
    </dl>
  );
}
