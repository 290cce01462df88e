import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { NoData, PageLoading, Popup, theme } from '@cp/shared/ui';
import { RuleTextStore } from './RuleTextStore';

/**
 * The description popup (PopupStore.description): a lottery's 玩法规则 fetched through the
 * API, or a prediction's explanation a remote hands over. The rule list is at most 55% of the
 * viewport high and scrolls.
 */
export const RulesPopup = observer(function RulesPopup() {
  const { popups, api, ui } = useStores();
  const [rules] = useState(() => new RuleTextStore(api.rules));
  const { active, lotteryCode, name, descriptionType, prediction } = popups.description;

  useEffect(() => {
    if (active && descriptionType === 'rules' && lotteryCode) void rules.load(lotteryCode);
  }, [active, descriptionType, lotteryCode, rules]);

  if (!active) return null;
  const text = rules.texts[lotteryCode];
  const isRules = descriptionType === 'rules';
  const title = isRules ? (text?.title ?? `${name} 玩法规则`) : (prediction?.title ?? name);

  return (
    <Popup
      open
      title={title}
      onClose={popups.closeDescription}
      width="720px"
      bodyMaxHeight="55vh"
      fullWidth={ui.device === 'mobile'}
      testId="rules-popup"
    >
      {!isRules ? (
        (prediction?.paragraphs.map((p, i) => <Paragraph key={i}>{p}</Paragraph>) ?? <NoData />)
      ) : text ? (
        text.sections.map((s) => (
          <Section key={s.heading}>
            <Heading>{s.heading}</Heading>
            {s.paragraphs.map((p, i) => (
              <Paragraph key={i}>{p}</Paragraph>
            ))}
          </Section>
        ))
      ) : rules.failed[lotteryCode] ? (
        <NoData text="规则加载失败，请稍后再试">
          <Retry type="button" onClick={() => void rules.load(lotteryCode)}>
            重新加载
          </Retry>
        </NoData>
      ) : (
        <PageLoading />
      )}
    </Popup>
  );
});

const Section = styled.section`
  & + & {
    margin-top: 14px;
  }
`;

const Heading = styled.h3`
  margin: 0 0 6px;
  padding-left: 8px;
  border-left: 3px solid ${theme.color.brand};
  font-size: 15px;
  line-height: 1.3;
`;

const Paragraph = styled.p`
  margin: 0 0 6px;
  color: #555;
  font-size: 14px;
  line-height: 1.8;
`;

const Retry = styled.button`
  height: 30px;
  padding: 0 16px;
  border: 1px solid ${theme.color.brand};
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.color.brand};
  cursor: pointer;
`;
