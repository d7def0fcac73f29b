import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PREPARE_FOR_REDDIT_FAILED_MESSAGE } from 'api-client';
import { Button, Stack, TextField, theme } from 'shared-ui';
import { useRedditShare } from '../hooks/use-reddit-share';
import { redditSubmitUrl, type ShareCommunity } from '../reddit-share';
import { CommunityChoice } from './community-choice';
import { ShareFeedback } from './share-feedback';

interface OfferPanelProps {
  imageUrl: string;
  credits: number | null;
  onAwarded: () => void;
  onFinished: () => void;
}

const Step = styled.p`
  margin: 0;
  color: ${theme.colors.text};
  font-size: 15px;
`;

const Form = styled.form`
  display: grid;
  gap: 12px;
  justify-items: start;
  width: 100%;
`;

/** Offer mode: pick a community, prepare the image (Reddit's submit page opens), then submit the post's link. */
export function OfferPanel({ imageUrl, credits, onAwarded, onFinished }: OfferPanelProps) {
  const [community, setCommunity] = useState<ShareCommunity>('aiart');
  const [postUrl, setPostUrl] = useState('');
  const { prepared, prepare, verified, verify } = useRedditShare({ imageUrl, onAwarded, onFinished });
  const preparing = prepared.status === 'preparing';
  const verifying = verified.status === 'verifying';
  const awarded = verified.status === 'done' && verified.awarded;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const url = postUrl.trim();
    if (!url || verifying || awarded) return;
    void verify(url);
  }

  return (
    <Stack gap={16} align="flex-start">
      <Step>
        1. Post this photo to Reddit. {credits === null ? 'The free credits' : `The ${credits} free credits`} are added once the post
        has stayed up for a day.
      </Step>
      <CommunityChoice value={community} onChange={setCommunity} disabled={preparing} />
      <Button loading={preparing} onClick={() => void prepare(community)}>
        {preparing ? 'Preparing image…' : 'Prepare image and open Reddit'}
      </Button>
      {prepared.status === 'failed' && <ShareFeedback ok={false}>{PREPARE_FOR_REDDIT_FAILED_MESSAGE}</ShareFeedback>}
      {prepared.status === 'ready' && (
        <ShareFeedback ok>
          {prepared.tabOpened ? 'Reddit opened in a new tab. ' : 'Your browser kept Reddit from opening. '}
          <a href={redditSubmitUrl(community, prepared.hostedUrl)} target="_blank" rel="noopener noreferrer">
            Open r/{community} submit page
          </a>
        </ShareFeedback>
      )}
      <Form noValidate onSubmit={onSubmit} aria-label="Submit your Reddit post">
        <Step>2. Paste the link of your post.</Step>
        <TextField
          label="Reddit post URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={`https://www.reddit.com/r/${community}/comments/…`}
          value={postUrl}
          onChange={(event) => setPostUrl(event.target.value)}
          readOnly={verifying || awarded}
        />
        <Button type="submit" disabled={!postUrl.trim() || awarded} loading={verifying}>
          Submit for Credits
        </Button>
      </Form>
      {verified.status === 'done' && <ShareFeedback ok={verified.awarded}>{verified.message}</ShareFeedback>}
    </Stack>
  );
}
