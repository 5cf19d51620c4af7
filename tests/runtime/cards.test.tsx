// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityCard } from '../../src/cards/activity';
import { ArticleCard } from '../../src/cards/article';
import { ExpertCard } from '../../src/cards/expert';
import { JobCard } from '../../src/cards/job';
import { QuestionCard } from '../../src/cards/question';

// The favourites area's five cards (seed 2 §2.2) render realistic records as the spec's schemas
// describe them (Job, Toutiao, ActivityCard, Expert), and hold no links of their own.

afterEach(() => cleanup());

const card = (name: string) => screen.getByRole('article', { name });
const images = (el: HTMLElement) => Array.from(el.querySelectorAll('img')).map((img) => img.getAttribute('src'));

const job = {
  id: 'j1',
  title: '董家河茶园 · 采茶工',
  jobName: '采茶工/炒茶师',
  jzStatus: 1,
  jiexinfangshi: 0,
  jiexinfangshiName: '日清',
  xinziStatus: 0,
  xinzi: 150,
  xinziType: 1,
  number: 20,
  workYear: 0,
  workYearName: '不限',
  ygkssj: '2025-04-01',
  ygjssj: '2025-05-15',
  shanggangStatus: 0,
  province: '河南省',
  city: '信阳市',
  district: '浉河区',
  address: '河南省信阳市浉河区董家河镇车云山村',
  contactName: '王师傅',
  contactPhone: '13912345678',
  contactPhone_hide: '139****5678',
  chayuanName: '车云山茶园',
  collectStatus: 1,
  status: 1,
  crtTime: '2025-03-20 09:30:00',
};

/** An element whose own text, its parts' included, is `text` (a date is wrapped to stay on one line). */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && [...(element.children ?? [])].every((child) => child.textContent !== text);

describe('JobCard', () => {
  it('shows the job with urgent badge, pay, dates, experience, headcount, address and garden, the phone masked', () => {
    render(<JobCard record={job} />);
    const el = card('采茶工/炒茶师');
    const inside = within(el);
    expect(inside.getByRole('heading', { name: '采茶工/炒茶师' })).toBeTruthy();
    expect(inside.getByText('急招')).toBeTruthy();
    expect(inside.getByText('150元/天')).toBeTruthy();
    expect(inside.getByText('用工时间 2025-04-01 至 2025-05-15')).toBeTruthy();
    expect(inside.getByText('经验 不限')).toBeTruthy();
    expect(inside.getByText('招20人')).toBeTruthy();
    expect(inside.getByText('日清')).toBeTruthy();
    // the map pick's address already names the region, so it is not repeated
    expect(inside.getByText('河南省信阳市浉河区董家河镇车云山村')).toBeTruthy();
    expect(inside.getByText('车云山茶园')).toBeTruthy();
    expect(inside.getByText('联系电话 139****5678')).toBeTruthy();
    expect(el.textContent).not.toContain('13912345678');
    expect(el.querySelector('a')).toBeNull();
  });

  it('reveals the contact on 查看电话 without following the surrounding link', () => {
    const followed = vi.fn();
    render(
      <a href="#/ysService/detail?id=j1" onClick={followed}>
        <JobCard record={job} />
      </a>,
    );
    const button = screen.getByRole('button', { name: '查看电话' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(button, click);
    expect(click.defaultPrevented).toBe(true);
    expect(followed).not.toHaveBeenCalled();
    expect(screen.getByText('王师傅 13912345678')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '查看电话' })).toBeNull();
  });

  it('says 面议 for negotiable pay, 元/月 for monthly pay, 随时上岗 without dates, and joins a region missing from the address', () => {
    const { rerender } = render(
      <JobCard
        record={{
          ...job,
          jzStatus: 0,
          xinziStatus: 1,
          xinzi: undefined,
          shanggangStatus: 1,
          ygkssj: undefined,
          ygjssj: undefined,
          address: '董家河镇',
        }}
      />,
    );
    const el = card('采茶工/炒茶师');
    expect(within(el).queryByText('急招')).toBeNull();
    expect(within(el).getByText('面议')).toBeTruthy();
    expect(within(el).getByText('用工时间 随时上岗')).toBeTruthy();
    expect(within(el).getByText('河南省信阳市浉河区董家河镇')).toBeTruthy();
    rerender(<JobCard record={{ ...job, xinzi: 4500, xinziType: 0 }} />);
    expect(screen.getByText('4500元/月')).toBeTruthy();
  });

  it('reveals the contact name and the masked number when the record has no full number', () => {
    const { contactPhone: _full, ...masked } = job;
    render(<JobCard record={masked} />);
    fireEvent.click(screen.getByRole('button', { name: '查看电话' }));
    expect(screen.getByText('王师傅 139****5678')).toBeTruthy();
  });
});

const article = {
  id: 'a1',
  type: 1,
  title: '信阳毛尖春茶开采，茶农迎来丰收季',
  covertype: 1,
  showtype: 1,
  coveres: '/uploads/maojian-1.jpg',
  memberHeadPic: '/uploads/head-chayou.png',
  memberNickName: '茶友小李',
  commentNum: 12,
  crtTime: '2025-04-02 08:15:42',
};

describe('ArticleCard', () => {
  it('shows title, one cover, author, comment count and the time to the minute', () => {
    render(<ArticleCard record={article} />);
    const el = card('信阳毛尖春茶开采，茶农迎来丰收季');
    const inside = within(el);
    expect(inside.getByRole('heading', { name: '信阳毛尖春茶开采，茶农迎来丰收季' })).toBeTruthy();
    expect(inside.getByText('茶友小李')).toBeTruthy();
    expect(inside.getByText('12 评论')).toBeTruthy();
    expect(inside.getByText('2025-04-02 08:15')).toBeTruthy();
    // showtype 1 (左文右图): the cover comes after the text column, so after the author's head picture
    expect(images(el)).toEqual(['/uploads/head-chayou.png', '/uploads/maojian-1.jpg']);
    expect(el.querySelector('a')).toBeNull();
  });

  it('shows three covers for covertype 2 (string or array) and none for covertype 3', () => {
    const three = '/uploads/c1.jpg,/uploads/c2.jpg,/uploads/c3.jpg';
    const { rerender } = render(
      <ArticleCard record={{ ...article, covertype: 2, showtype: 2, coveres: three, memberHeadPic: '' }} />,
    );
    expect(images(card(article.title))).toEqual(['/uploads/c1.jpg', '/uploads/c2.jpg', '/uploads/c3.jpg']);
    rerender(<ArticleCard record={{ ...article, covertype: 2, coveres: three.split(','), memberHeadPic: '' }} />);
    expect(images(card(article.title))).toHaveLength(3);
    rerender(<ArticleCard record={{ ...article, covertype: 3, memberHeadPic: '' }} />);
    expect(images(card(article.title))).toEqual([]);
    // the author's initial stands in for a missing head picture
    expect(within(card(article.title)).getByText('茶')).toBeTruthy();
  });
});

const question = {
  id: 'q1',
  type: 3,
  title: '茶树叶片发黄是什么原因？',
  details: '<p>茶树叶片发黄是什么原因？<strong>怎么补救</strong></p>',
  pictures: '/uploads/q-1.jpg,/uploads/q-2.jpg',
  views: 356,
  likes: 18,
  commentNum: 4,
  isFavorites: 1,
};

describe('QuestionCard', () => {
  it('shows the question as text, thumbnails, views, likes, answers and 已收藏', () => {
    render(<QuestionCard record={question} />);
    const el = card('茶树叶片发黄是什么原因？怎么补救');
    const inside = within(el);
    expect(inside.getByRole('heading', { name: '茶树叶片发黄是什么原因？怎么补救' })).toBeTruthy();
    expect(el.querySelector('strong')).toBeNull();
    expect(images(el)).toEqual(['/uploads/q-1.jpg', '/uploads/q-2.jpg']);
    expect(inside.getByText('356 浏览')).toBeTruthy();
    expect(inside.getByText('18 点赞')).toBeTruthy();
    expect(inside.getByText('4 回答')).toBeTruthy();
    expect(inside.getByText('已收藏')).toBeTruthy();
    expect(el.querySelector('a')).toBeNull();
  });

  it('leaves out 已收藏 when isFavorites is 0 and counts missing numbers as 0', () => {
    render(<QuestionCard record={{ id: 'q2', details: '春茶什么时候采最好？', isFavorites: 0 }} />);
    const inside = within(card('春茶什么时候采最好？'));
    expect(inside.queryByText('已收藏')).toBeNull();
    expect(inside.getByText('0 浏览')).toBeTruthy();
    expect(inside.getByText('0 回答')).toBeTruthy();
  });
});

const activity = {
  id: 'act1',
  tag: 1,
  type: 1,
  name: '2025信阳茶文化节开幕式',
  coverPic: '/uploads/festival.jpg',
  status: 2,
  sponsor: '信阳市茶产业协会',
  address: '信阳市浉河区茶文化广场',
  signUpStartTime: '2025-03-01',
  signUpEndTime: '2025-03-25',
  startTime: '2025-04-10',
  endTime: '2025-04-12',
};

describe('ActivityCard', () => {
  it('shows a signing-up festival activity with its sign-up period', () => {
    render(<ActivityCard record={activity} />);
    const el = card('2025信阳茶文化节开幕式');
    const inside = within(el);
    expect(inside.getByRole('heading', { name: '2025信阳茶文化节开幕式' })).toBeTruthy();
    expect(inside.getByText('报名中')).toBeTruthy();
    expect(inside.getByText(wholeText('报名时间 2025-03-01 至 2025-03-25'))).toBeTruthy();
    expect(inside.getByText('主办方 信阳市茶产业协会')).toBeTruthy();
    expect(inside.getByText('地址 信阳市浉河区茶文化广场')).toBeTruthy();
    expect(inside.getByText('茶文化节')).toBeTruthy();
    expect(images(el)).toEqual(['/uploads/festival.jpg']);
    expect(el.querySelector('a')).toBeNull();
  });

  it('shows the activity period for 进行中 and 已结束, and 评比评选 for tag 0', () => {
    const { rerender } = render(<ActivityCard record={{ ...activity, status: 3 }} />);
    expect(screen.getByText('进行中')).toBeTruthy();
    expect(screen.getByText(wholeText('活动时间 2025-04-10 至 2025-04-12'))).toBeTruthy();
    rerender(
      <ActivityCard
        record={{
          ...activity,
          tag: 0,
          name: '十佳茶园评选',
          status: 4,
          startTime: '2025-05-01 09:00:00',
          endTime: '2025-05-20 18:00:00',
        }}
      />,
    );
    const inside = within(card('十佳茶园评选'));
    expect(inside.getByText('已结束')).toBeTruthy();
    expect(inside.getByText(wholeText('活动时间 2025-05-01 09:00 至 2025-05-20 18:00'))).toBeTruthy();
    expect(inside.getByText('评比评选')).toBeTruthy();
    expect(inside.queryByText(/报名时间/)).toBeNull();
  });

  it('falls back to the activity period when a signing-up activity has no sign-up dates', () => {
    render(<ActivityCard record={{ ...activity, signUpStartTime: '', signUpEndTime: '' }} />);
    expect(screen.getByText(wholeText('活动时间 2025-04-10 至 2025-04-12'))).toBeTruthy();
  });
});

const expert = {
  id: 'e1',
  realName: '张明远',
  imgPic: '/uploads/expert-zhang.jpg',
  type: 2,
  typeName: '高级农艺师',
  praiseRate: 98,
  returnCount: 126,
  memberId: 'm9',
  introduce: '从事茶树栽培三十年',
};

describe('ExpertCard', () => {
  it('shows avatar, name, level, praise rate and answer count', () => {
    render(<ExpertCard record={expert} />);
    const el = card('张明远');
    const inside = within(el);
    expect(inside.getByRole('heading', { name: '张明远' })).toBeTruthy();
    expect(inside.getByText('高级农艺师')).toBeTruthy();
    expect(inside.getByText('好评率 98%')).toBeTruthy();
    expect(inside.getByText('回答数 126')).toBeTruthy();
    expect(images(el)).toEqual(['/uploads/expert-zhang.jpg']);
    expect(el.querySelector('a')).toBeNull();
  });

  it('names the level from type when typeName is missing', () => {
    render(<ExpertCard record={{ ...expert, typeName: undefined, type: 4 }} />);
    expect(screen.getByText('首席专家')).toBeTruthy();
  });
});
