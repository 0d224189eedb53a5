import type { CentreResults } from '@eval/contracts/centre-app';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevealed } from '../../lib/use-revealed';
import { keyHistory } from './comparisons';
import { KeyResultCard } from './key-result-card';
import { Recommendations } from './recommendations';

/** Key cards rendered per task: a phone's screen shows one or two below the summary. */
const KEYS_AT_ONCE = 2;

/**
 * The results by key, then the recommendations. The cards come a few at a time
 * (lib/use-revealed.ts), and only this part of the page renders again as they do; a card
 * already shown is not rendered again (its props are the same: KeyResultCard is memoised).
 * The recommendations, below the cards and the next longest render, come after them.
 */
export function KeyCards({
  results,
  hasPrevious,
  communityAverage,
  similarUnknown,
}: {
  results: CentreResults;
  hasPrevious: boolean;
  communityAverage: string;
  similarUnknown: boolean;
}) {
  const { t } = useTranslation();
  const revealed = useRevealed(results.keys.length, KEYS_AT_ONCE);
  const histories = useMemo(
    () => new Map(results.keys.map((key) => [key.keyId, keyHistory(results, key.keyId)])),
    [results],
  );
  return (
    <>
      <section aria-labelledby="keys-title">
        <Typography id="keys-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('results.byKey')}
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {results.keys.slice(0, revealed).map((key) => (
            <KeyResultCard
              key={key.keyId}
              result={key}
              hasFirst={results.first !== null}
              hasPrevious={hasPrevious}
              comunidad={results.community.comunidad}
              communityAverage={communityAverage}
              similarUnknown={similarUnknown}
              history={histories.get(key.keyId) ?? []}
            />
          ))}
        </Stack>
      </section>
      {revealed === results.keys.length && <Recommendations results={results} />}
    </>
  );
}
