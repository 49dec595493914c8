/**
 * The H5 build's AbortController for browsers without one (src/platform/h5-stubs/abortcontroller.ts,
 * in place of abortcontroller-polyfill): it must leave a native controller alone and, where there is
 * none, give Taro's request a controller whose abort() marks and announces the signal once.
 */
import { AbortControllerStandIn, installAbortController } from '../../../src/platform/h5-stubs/abortcontroller'

describe('AbortController stand-in (H5, iOS 12.0)', () => {
  it('keeps a browser’s own AbortController', () => {
    class Native {}
    const scope: Record<string, unknown> = { AbortController: Native }
    installAbortController(scope)
    expect(scope.AbortController).toBe(Native)
    expect(scope.AbortSignal).toBeUndefined()
  })

  it('installs a controller where the browser has none', () => {
    const scope: Record<string, unknown> = {}
    installAbortController(scope)
    const Controller = scope.AbortController as typeof AbortControllerStandIn
    const controller = new Controller()
    expect(controller.signal.aborted).toBe(false)
    expect(controller.signal).toBeInstanceOf(scope.AbortSignal as new () => unknown)
  })

  it('abort() marks the signal and tells onabort and each listener once', () => {
    const controller = new AbortControllerStandIn()
    const heard: string[] = []
    controller.signal.onabort = (e) => heard.push(`onabort:${e.type}`)
    const listener = () => heard.push('listener')
    const removed = () => heard.push('removed')
    controller.signal.addEventListener('abort', listener)
    controller.signal.addEventListener('abort', listener)
    controller.signal.addEventListener('abort', removed)
    controller.signal.removeEventListener('abort', removed)
    controller.abort()
    controller.abort()
    expect(heard).toEqual(['onabort:abort', 'listener'])
    expect(controller.signal.aborted).toBe(true)
    expect((controller.signal.reason as Error).name).toBe('AbortError')
  })

  it('keeps the reason it was given', () => {
    const controller = new AbortControllerStandIn()
    controller.abort('timeout')
    expect(controller.signal.reason).toBe('timeout')
  })
})
