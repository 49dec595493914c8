import { groupWorkTimes } from '../../../src/packages/user/announcement/work-times'

const w = (weekday: number, start: string, end: string) => ({ weekday, start, end })

describe('groupWorkTimes', () => {
  it('groups consecutive weekdays with the same span, Monday first whatever the stored order', () => {
    const stored = [w(7, '10:00', '18:00'), w(3, '10:00', '19:00'), w(1, '10:00', '19:00'), w(2, '10:00', '19:00'), w(6, '10:00', '18:00'), w(4, '10:00', '19:00'), w(5, '10:00', '19:00')]
    expect(groupWorkTimes(stored)).toEqual([
      { from: 1, to: 5, start: '10:00', end: '19:00', overnight: false, allDay: false },
      { from: 6, to: 7, start: '10:00', end: '18:00', overnight: false, allDay: false },
    ])
  })

  it('does not join days across a gap or a different span, and marks spans past midnight', () => {
    expect(groupWorkTimes([w(1, '09:00', '18:00'), w(3, '09:00', '18:00'), w(4, '09:00', '17:00'), w(5, '22:00', '02:00'), w(6, '22:00', '02:00')])).toEqual([
      { from: 1, to: 1, start: '09:00', end: '18:00', overnight: false, allDay: false },
      { from: 3, to: 3, start: '09:00', end: '18:00', overnight: false, allDay: false },
      { from: 4, to: 4, start: '09:00', end: '17:00', overnight: false, allDay: false },
      { from: 5, to: 6, start: '22:00', end: '02:00', overnight: true, allDay: false },
    ])
  })

  it('leaves out malformed entries and handles none', () => {
    expect(groupWorkTimes([w(0, '09:00', '18:00'), w(8, '09:00', '18:00'), w(2, '9:00', '18:00'), w(2.5, '09:00', '18:00')])).toEqual([])
    expect(groupWorkTimes([])).toEqual([])
    expect(groupWorkTimes([w(7, '20:00', '24:00')])).toEqual([{ from: 7, to: 7, start: '20:00', end: '24:00', overnight: false, allDay: false }])
    expect(groupWorkTimes([w(1, '00:00', '00:00'), w(2, '00:00', '00:00')])).toEqual([{ from: 1, to: 2, start: '00:00', end: '00:00', overnight: false, allDay: true }])
  })
})
