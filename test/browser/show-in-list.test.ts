import { expect, fixture, html } from '@open-wc/testing';
import { showInList } from '../../src/ui/common/show-in-list.ts';

describe('showInList', () => {
  it('scrolls only the list, the least that shows the option, both ways', async () => {
    const list = await fixture<HTMLDivElement>(html`
      <div style="height:100px;overflow-y:auto;margin-top:2000px;border:2px solid">
        ${Array.from({ length: 20 }, (_, i) => html`<div style="height:30px">option ${i}</div>`)}
      </div>
    `);
    const options = [...list.children] as HTMLElement[];
    const pageBefore = window.scrollY;
    const inside = (option: HTMLElement) => {
      const box = list.getBoundingClientRect();
      const rect = option.getBoundingClientRect();
      return (
        rect.top >= box.top + list.clientTop - 0.5 && rect.bottom <= box.top + list.clientTop + list.clientHeight + 0.5
      );
    };

    showInList(list, options[15]!);
    expect(inside(options[15]!)).to.equal(true);
    // the least: the option sits at the bottom edge
    expect(list.scrollTop).to.be.closeTo(16 * 30 - list.clientHeight, 1);
    showInList(list, options[14]!);
    expect(list.scrollTop, 'an option in view moves nothing').to.be.closeTo(16 * 30 - list.clientHeight, 1);
    showInList(list, options[2]!);
    expect(list.scrollTop).to.be.closeTo(2 * 30, 1);
    expect(window.scrollY, 'the page never scrolls').to.equal(pageBefore);
  });
});
