"""Drives `tessera app` in Debian's Chromium through Playwright, as a person would, and measures it.

Usage: python browser_test.py TESSERA_BINARY SCREENSHOT_DIR

Checks the security of the local web app with plain HTTP requests, then types cards into the Checkout tab
(formatting, caret, brand, flip on the security code but not for American Express, validation, styling,
hostile names) and adds and manages cards in the Wallet tab (green, yellow with ID&V and a one-time code,
red, co-badged; suspend, resume, pay, replenish, default, issuer actions, delete). Prints the keystroke-to-image
p95 over 200 keystrokes and the first-load time, takes the README's screenshots, and ends with
'N passed, N failed'.
"""

import http.client
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import urllib.parse

from playwright.sync_api import expect, sync_playwright

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
passed = 0
failed = 0


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok   {what}")
    else:
        failed += 1
        print(f"FAIL {what}")


def settles(assertion, what):
    """Checks an assertion that may need the server's answer to arrive first (Playwright retries it)."""
    try:
        assertion()
        check(True, what)
    except AssertionError as error:
        check(False, f"{what}: {str(error).splitlines()[0]}")


ACCESSIBLE_NAMES = """() => [...document.querySelectorAll("input:not([type=hidden]), select, textarea")]
  .filter((e) => {
    const labelled = (e.labels && [...e.labels].some((l) => l.textContent.trim()))
      || (e.getAttribute("aria-label") || "").trim()
      || (e.getAttribute("aria-labelledby") || "").split(/\\s+/).some((id) => id && document.getElementById(id)?.textContent.trim())
      || (e.getAttribute("title") || "").trim();
    return !labelled;
  })
  .map((e) => e.outerHTML.slice(0, 80))"""


def accessible(page, what):
    """Every input, menu and text area of the page has an accessible name, and every image alt text."""
    unnamed = page.evaluate(ACCESSIBLE_NAMES)
    check(not unnamed, f"{what}: every input has an accessible name {unnamed[:2]}")
    missing = page.evaluate("() => [...document.images].filter((i) => !i.hasAttribute('alt')).map((i) => i.outerHTML.slice(0, 80))")
    check(not missing, f"{what}: every image has alt text {missing[:2]}")


def start_app(binary, data_dir, log, options=()):
    env = dict(os.environ, TESSERA_DATA_DIR=data_dir, TESSERA_CONFIG_DIR=os.path.join(data_dir, "config"), NO_COLOR="1")
    process = subprocess.Popen(
        [binary, "app", "--port", "0", *options], stdout=subprocess.PIPE, stderr=log, env=env, text=True
    )
    line = process.stdout.readline()
    match = re.search(r"(http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]{64}))", line)
    if not match:
        process.kill()
        raise SystemExit(f"tessera app printed no URL: {line!r}")
    return process, match.group(1), int(match.group(2)), match.group(3)


def raw(port, method, path, headers=None, body=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request(method, path, body=body, headers=headers or {})
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, dict(response.getheaders()), data


def security(binary, data_dir, port, token):
    host = {"Host": f"127.0.0.1:{port}"}
    status, headers, body = raw(port, "GET", "/checkout", host)
    check(status == 403, "a request without the token is refused (403)")
    check(
        headers.get("Content-Type", "").startswith("text/html") and b'href="/static/app.css"' in body
        and b"<code>tessera app</code>" in body,
        "the 403 is a page in the app's look that says to run 'tessera app' for a fresh URL",
    )
    status, headers, _ = raw(port, "GET", "/static/app.css", host)
    check(status == 200 and headers.get("Content-Type", "").startswith("text/css"), "the stylesheet loads without the token, so the 403 page is styled")
    status, _, _ = raw(port, "GET", "/static/app.css", {"Host": f"attacker.example:{port}"})
    check(status == 403, "the stylesheet is still refused to a foreign Host header")
    status, _, _ = raw(port, "GET", f"/?token={'0' * 64}", host)
    check(status == 403, "a wrong token is refused (403)")
    status, headers, _ = raw(port, "GET", f"/?token={token}", host)
    cookie = headers.get("Set-Cookie", "")
    check(status == 303 and "HttpOnly" in cookie and "SameSite=Strict" in cookie, "the token becomes an HttpOnly SameSite=Strict cookie")
    jar = {"Cookie": cookie.split(";")[0]}
    status, headers, body = raw(port, "GET", "/no-such-page", {**host, **jar})
    check(
        status == 404 and headers.get("Content-Type", "").startswith("text/html") and b"Page not found" in body
        and b'href="/static/app.css"' in body,
        "an unknown page is a 404 page in the app's look",
    )
    status, headers, body = raw(port, "GET", "/checkout", {**host, **jar})
    csp = headers.get("Content-Security-Policy", "")
    check(status == 200 and "default-src 'self'" in csp, "pages carry Content-Security-Policy default-src 'self'")
    check(b"<script>" not in body and b"<script src=\"/static/checkout.js\"" in body, "pages have no inline script")
    check(token.encode() not in body, "the token never appears in a page")
    status, _, _ = raw(port, "GET", "/checkout", {"Host": f"attacker.example:{port}", **jar})
    check(status == 403, "a foreign Host header is refused (DNS rebinding)")
    status, _, _ = raw(port, "GET", "/checkout", {"Host": f"127.0.0.1:{port + 1}", **jar})
    check(status == 403, "a Host header with another port is refused")
    form = "test_card=3"
    status, _, _ = raw(
        port, "POST", "/wallet/digitize", {**host, **jar, "Content-Type": "application/x-www-form-urlencoded"}, form
    )
    check(status == 403, "a state-changing request without Origin is refused (CSRF)")
    status, _, _ = raw(
        port, "POST", "/wallet/digitize",
        {**host, **jar, "Origin": "http://evil.example", "Content-Type": "application/x-www-form-urlencoded"}, form,
    )
    check(status == 403, "a state-changing request from another origin is refused")
    status, _, body = raw(port, "GET", "/wallet", {**host, **jar})
    check(status == 200 and b"No cards yet" in body, "the refused requests changed nothing")
    kind = {"Content-Type": "application/x-www-form-urlencoded"}
    for path, form in [("/admin", "timeout=99"), ("/home/payment-options", "currency=USD")]:
        status, _, _ = raw(port, "POST", path, {**host, **jar, **kind, "Origin": "http://evil.example"}, form)
        check(status == 403, f"POST {path} from another origin is refused")
        status, _, _ = raw(port, "POST", path, {**host, **kind, "Origin": f"http://127.0.0.1:{port}"}, form)
        check(status == 403, f"POST {path} without the token is refused")
    run = "0" * 32
    for path, origin in [(f"/challenge/{run}/answer", "http://evil.example"), (f"/challenge/{run}/1/form/{'a' * 64}", "http://evil.example")]:
        status, _, _ = raw(port, "POST", path, {**host, **jar, **kind, "Origin": origin}, "sequence=1&action=cancel")
        check(status == 403, f"a challenge answer from another origin is refused ({path.split('/')[3]})")
    status, _, _ = raw(port, "POST", f"/challenge/{run}/answer", {**host, **kind, "Origin": f"http://127.0.0.1:{port}"}, "sequence=1&action=cancel")
    check(status == 403, "a challenge answer without the token is refused")
    status, _, _ = raw(port, "POST", f"/challenge/{run}/1/form/{'a' * 64}", {**host, **kind, "Origin": "null"}, "otp=1234")
    check(status == 404, "the ACS frame's form URL needs its screen's secret (unknown: 404)")
    status, _, body = raw(port, "GET", "/admin", {**host, **jar})
    check(status == 200 and b'value="99"' not in body, "the refused admin posts changed nothing")
    status, _, body = raw(port, "GET", "/wallet/cards/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%22%27", {**host, **jar})
    check(status == 404 and b"<img" not in body and b"&lt;img src=x onerror=alert(1)&gt;&quot;&apos;" in body, "a hostile card id is shown escaped")
    second = subprocess.run(
        [binary, "app", "--port", str(port)], capture_output=True, text=True, timeout=30,
        env=dict(os.environ, TESSERA_DATA_DIR=data_dir),
    )
    check(second.returncode == 1 and f"Port {port} is taken" in second.stderr, "a second app on the same port says the port is taken")


def checkout(page, url, shots):
    page.goto(url)
    check(page.url.endswith("/home") and "token" not in page.url, "the token leaves the address bar after the first visit")
    page.goto(url.split("/?")[0] + "/checkout")
    first = page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")
    print(f"bench: first load of the Checkout page and its files (after the token's redirect): {first:.1f} ms")
    card = page.locator("#card")
    number = page.locator("#number")
    number.click()
    number.press_sequentially("4242424242424242")
    settles(lambda: expect(number).to_have_value("4242 4242 4242 4242"), "the card number is grouped as typed")
    settles(lambda: expect(card).to_have_attribute("data-brand", "visa"), "the brand is detected (Visa)")
    check("4242" in card.inner_html(), "the card image shows the typed digits")
    check(page.locator(".field.focused #number").count() == 1, "the focused field is highlighted")
    # The caret: back to just after the second digit, type one more; the group shifts, the caret follows.
    number.fill("")
    number.press_sequentially("42424242")
    expect(number).to_have_value("4242 4242")
    number.evaluate("n => n.setSelectionRange(2, 2)")
    number.press_sequentially("1")
    settles(lambda: expect(number).to_have_value("4214 2424 2"), "a digit typed in the middle shifts the groups")
    caret = number.evaluate("n => n.selectionStart")
    check(caret == 3, f"the caret follows an edit in the middle (caret {caret})")
    number.press("Backspace")
    settles(lambda: expect(number).to_have_value("4242 4242"), "backspace at the caret removes the digit before it")
    number.fill("")
    number.press_sequentially("4242424242424242")
    expiry = page.locator("#expiry")
    expiry.click()
    expiry.press_sequentially("1230")
    settles(lambda: expect(expiry).to_have_value("12/30"), "the expiry is formatted as MM/YY")
    page.locator("#name").click()
    page.locator("#name").press_sequentially("Ada Lovelace")
    expect(page.locator("#name")).to_have_value("Ada Lovelace")
    front = card.inner_html()
    page.locator("#cvc").click()
    settles(lambda: expect(card).to_have_attribute("data-side", "back"), "the card flips to its back on the security code")
    check(card.inner_html() != front, "the back is another drawing")
    page.locator("#cvc").press_sequentially("123")
    expect(page.locator("#cvc")).to_have_value("123")
    page.wait_for_timeout(500)  # the turn's animation
    page.screenshot(path=os.path.join(shots, "app-checkout-back.png"))
    page.locator("#name").click()
    settles(lambda: expect(card).to_have_attribute("data-side", "front"), "the card turns back to its front on another field")
    number.click()
    expect(page.locator(".field.focused #number")).to_have_count(1)
    page.wait_for_timeout(500)
    page.screenshot(path=os.path.join(shots, "app-checkout.png"))
    number.fill("")
    number.press_sequentially("378282246310005")
    settles(lambda: expect(number).to_have_value("3782 822463 10005"), "American Express is grouped 4-6-5")
    page.locator("#cvc").click()
    expect(page.locator(".field.focused #cvc")).to_have_count(1)
    check(card.get_attribute("data-side") == "front", "American Express does not flip (its CID is on the front)")
    number.fill("")
    number.press_sequentially("4242424242424241")
    page.locator("#expiry").click()
    message = page.locator("#number-message")
    settles(lambda: expect(message).not_to_be_empty(), "an invalid number shows a message on blur")
    print(f"     the message: {message.text_content()!r}")
    page.locator("#check").click()
    settles(lambda: expect(page.locator("#result")).to_contain_text("attention"), "checking the card reports the invalid field")
    # Hostile name: shown as text in the SVG, never as markup.
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    name = page.locator("#name")
    name.fill("")
    name.click()
    name.press_sequentially("<script>alert(1)</script>\u202e\"'")
    expect(name).to_have_value("<script>alert(1)</script>\u202e\"'")
    check(page.locator("#card script").count() == 0 and not dialogs, "a hostile name is drawn as text, never run")
    check("&lt;script&gt;" in card.inner_html(), "the hostile name reaches the image escaped")
    plain = card.inner_html()
    page.locator("#look").select_option("styled")
    expect(card).not_to_have_attribute("data-look", "standard")
    page.wait_for_timeout(300)
    styled = card.inner_html()
    check(styled != plain, "the text and highlight styling is selectable")
    page.locator("#look").select_option("images")
    page.wait_for_timeout(300)
    check(styled != card.inner_html() and "data:image/svg+xml" in card.inner_html(), "the custom images are selectable")
    check(name.input_value().startswith("<script>"), "the typed values survive a change of look")


def pay(page, base):
    page.goto(base + "/checkout")
    for field, text in [("number", "4556557955726624"), ("expiry", "0130"), ("cvc", "123"), ("name", "Ada Lovelace")]:
        page.locator("#" + field).click()
        page.locator("#" + field).press_sequentially(text)
    expect(page.locator("#name")).to_have_value("Ada Lovelace")
    page.locator("#pay").click()
    settles(lambda: expect(page.locator("#payment")).to_contain_text('"frictionless"', timeout=20000), "a frictionless card is tokenized with 3-D Secure")
    print("     result: " + page.locator("#result").inner_text() + " " + page.locator("#payment").inner_text().replace("\n", " "))
    check('"transaction_status": "Y"' in page.locator("#payment").inner_text(), "the authentication succeeded (status Y)")
    page.locator("#number").fill("")
    page.locator("#number").press_sequentially("4024007189449340")
    expect(page.locator("#number")).to_have_value("4024 0071 8944 9340")
    page.locator("#pay").click()
    code = page.locator(".challenge .ch-textbox")
    settles(lambda: expect(code).to_be_visible(timeout=20000), "a challenge card's challenge opens in the page")
    code.fill("1234")
    page.locator(".challenge .ch-submit").click()
    settles(lambda: expect(page.locator("#payment")).to_contain_text('"type": "challenge"', timeout=20000), "answering it ends the challenge")
    check('"transaction_status": "Y"' in page.locator("#payment").inner_text(), "the card is authenticated (status Y)")
    check("4024" not in page.locator("#payment").inner_text() + page.locator("#result").inner_text(), "the result shows no card number")


# The challenge cards of the emulator, one per UI type, and how a person answers each screen.
UI_CARDS = {"01": "4000000000060006", "02": "4000000000070005", "03": "4000000000080004", "04": "4000000000090003", "05": "4000000000110009"}
# The toolbar colour (rgb) each theme gives in light and dark, from the sample app's themes.
TOOLBARS = {
    ("red-blue", False): "rgb(0, 122, 255)", ("red-blue", True): "rgb(10, 132, 255)",
    ("orange-purple", False): "rgb(175, 82, 222)", ("orange-purple", True): "rgb(110, 50, 168)",
    ("green-yellow", False): "rgb(255, 204, 0)", ("green-yellow", True): "rgb(255, 214, 10)",
    ("", False): "rgb(242, 242, 247)", ("", True): "rgb(28, 28, 30)",
}


def start_payment(page, base, ui_type, theme, dark):
    """Types UI type `ui_type`'s challenge card into a fresh Checkout form and pays in `theme` (dark or not)."""
    page.goto(base + "/checkout")
    for field, text in [("number", UI_CARDS[ui_type]), ("expiry", "0130"), ("cvc", "456"), ("name", "Grace Hopper")]:
        page.locator("#" + field).click()
        page.locator("#" + field).press_sequentially(text)
    expect(page.locator("#name")).to_have_value("Grace Hopper")
    page.select_option("#theme", theme)
    if dark:
        page.check("#dark")
    page.locator("#pay").click()
    screen = page.locator(f'.challenge[data-ui-type="{ui_type}"]')
    expect(screen).to_be_visible(timeout=20000)
    return screen


def answer(page, ui_type):
    if ui_type == "01":
        page.locator(".challenge .ch-textbox").fill("1234")
        page.locator(".challenge .ch-submit").click()
    elif ui_type == "02":
        page.locator(".challenge .ch-option", has_text="Tessera Coffee").click()
        page.locator(".challenge .ch-submit").click()
    elif ui_type == "03":
        page.locator(".challenge .ch-option", has_text="Tessera Coffee").click()
        page.locator(".challenge .ch-option", has_text="Grout & Co").click()
        page.locator(".challenge .ch-submit").click()
    elif ui_type == "04":
        page.locator(".challenge .ch-continue").click()
    else:
        frame = page.frame_locator(".challenge .ch-acs")
        frame.locator("#otp").fill("1234")
        frame.locator("input[type=submit]").click()


def challenges(page, base, shots):
    """Each UI type answered in the page, the themes and dark mode between them; resend and cancel."""
    runs = [
        ("01", "red-blue", False), ("02", "red-blue", True), ("03", "orange-purple", False),
        ("04", "green-yellow", True), ("05", "orange-purple", True), ("02", "green-yellow", False),
        ("03", "", True),
    ]
    for ui_type, theme, dark in runs:
        look = f"{theme or 'no theme'}{' dark' if dark else ''}"
        screen = start_payment(page, base, ui_type, theme, dark)
        toolbar = screen.locator(".ch-toolbar").evaluate("e => getComputedStyle(e).backgroundColor")
        check(toolbar == TOOLBARS[(theme, dark)], f"UI {ui_type} in {look}: the toolbar has the theme's colour ({toolbar})")
        if (ui_type, theme, dark) == ("01", "red-blue", False):
            page.screenshot(path=os.path.join(shots, "app-challenge.png"))
        if (ui_type, theme, dark) == ("04", "green-yellow", True):
            page.screenshot(path=os.path.join(shots, "app-challenge-dark.png"))
        if ui_type == "05":
            check(screen.locator(".ch-acs").get_attribute("sandbox") == "allow-forms", "the ACS HTML is in a sandboxed frame without scripts")
        answer(page, ui_type)
        settles(lambda: expect(page.locator("#payment")).to_contain_text('"type": "challenge"', timeout=20000), f"UI {ui_type} answered in {look} ends the challenge")
        check('"transaction_status": "Y"' in page.locator("#payment").inner_text(), f"UI {ui_type} in {look}: authenticated (status Y)")
        check(page.locator(".challenge").count() == 0, f"UI {ui_type}: the challenge closes when it ends")

    screen = start_payment(page, base, "01", "green-yellow", False)
    before = screen.locator(".ch-text").first.inner_text()
    screen.locator(".ch-resend").click()
    settles(lambda: expect(page.locator(".challenge .ch-text").first).to_contain_text("new code"), "resend shows the ACS's next screen (a new code was sent)")
    check("new code" not in before, "the first screen did not say so")
    answer(page, "01")
    settles(lambda: expect(page.locator("#payment")).to_contain_text('"transaction_status": "Y"', timeout=20000), "the code works after a resend")

    start_payment(page, base, "02", "red-blue", False)
    page.locator(".challenge .ch-cancel").click()
    settles(lambda: expect(page.locator("#payment")).to_contain_text('"user_cancelled": true', timeout=20000), "cancel ends with user_cancelled")


def timeouts(binary, data_dir, log):
    """With a minute of the SDK's timeout lasting one second, an unanswered challenge times out in the open page and
    in a closed one."""
    process, url, port, _ = start_app(binary, data_dir, log, ["--challenge-minute", "1"])
    base = f"http://127.0.0.1:{port}"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            context = browser.new_context()
            page = context.new_page()
            page.goto(url)
            start_payment(page, base, "01", "red-blue", True)
            settles(lambda: expect(page.locator("#payment")).to_contain_text('"timed_out": true', timeout=30000), "an unanswered challenge ends with timed_out after the SDK timeout")
            check(page.locator(".challenge").count() == 0, "the timed-out screen is withdrawn from the page")
            with page.expect_response(lambda r: r.url.endswith("/checkout/pay")) as paid:
                start_payment(page, base, "03", "orange-purple", False)
            run = paid.value.json()["challenge"]
            page.close()
            status, after = {}, ""
            for _ in range(30):
                status = context.request.get(f"{base}/challenge/{run}{after}").json()
                if status.get("state") == "done":
                    break
                after = f"?after={status['version']}"
            check(status.get("state") == "done" and '"timed_out": true' in status["answer"]["json"], "a page closed mid-challenge ends by the SDK timeout")
            browser.close()
    finally:
        process.terminate()
        process.wait(timeout=10)


def benchmark(page, url):
    page.goto(url.split("?")[0].rsplit("/", 1)[0] + "/checkout")
    number = page.locator("#number")
    number.click()
    # One keystroke at a time, 40 ms apart (a fast typist), so each is timed on its own rather than behind a queue.
    for _ in range(13):
        number.fill("")
        expect(number).to_have_value("")
        page.evaluate("window.tesseraTimings.length = 0") if _ == 0 else None
        number.press_sequentially("4242424242424242", delay=40)
        expect(number).to_have_value("4242 4242 4242 4242")
    timings = page.evaluate("window.tesseraTimings")[-200:]
    timings.sort()
    p95 = timings[int(len(timings) * 0.95) - 1]
    print(f"bench: keystroke to card image over {len(timings)} keystrokes: median {statistics.median(timings):.2f} ms, p95 {p95:.2f} ms, max {timings[-1]:.2f} ms")
    loads = []
    for _ in range(10):
        page.goto(url.split("?")[0].rsplit("/", 1)[0] + "/checkout")
        loads.append(page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd"))
    loads.sort()
    print(f"bench: Checkout page load (navigation start to load event) over 10 loads: median {statistics.median(loads):.1f} ms, max {loads[-1]:.1f} ms")
    check(len(timings) == 200, "200 keystrokes were timed")
    # Bursts: 16 digits with no pause, as a paste-fast typist or a password manager types them. Keys that arrive
    # while an edit is in flight are coalesced into one, so the last key's image follows it by about one answer.
    edits = []
    page.on("request", lambda r: edits.append(r.url) if r.url.endswith("/checkout/input") else None)
    lasts = []
    for _ in range(10):
        number.fill("")
        expect(number).to_have_value("")
        page.evaluate("window.tesseraTimings.length = 0")
        edits.clear()
        number.press_sequentially("4242424242424242", delay=0)
        expect(number).to_have_value("4242 4242 4242 4242")
        lasts.append((page.evaluate("window.tesseraTimings[window.tesseraTimings.length - 1]"), len(edits)))
    last = sorted(t for t, _ in lasts)
    sent = sorted(n for _, n in lasts)
    print(f"bench: 16 digits typed with no pause, last key to final image over 10 bursts: median {statistics.median(last):.1f} ms, max {last[-1]:.1f} ms ({sent[0]}–{sent[-1]} requests per burst)")
    check(sum(sent) < 160, f"keys typed while an edit is in flight are coalesced ({sum(sent)} requests for 160 keys)")


def narrow(browser, url, base, shots, errors):
    """At 390 px wide (a phone): the refusal and 404 pages are styled; every tab is reachable from the tab bar and no
    page scrolls sideways; every input is named and every image described."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" and not m.text.startswith("Failed to load resource") else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    response = page.goto(base + "/checkout")
    bar = page.locator(".bar").evaluate("e => getComputedStyle(e).borderBottomStyle")
    check(response.status == 403 and bar == "solid" and "tessera app" in page.locator("main code").inner_text(), "the 403 page is styled and says to run 'tessera app'")
    page.screenshot(path=os.path.join(shots, "app-403.png"))
    page.goto(url)
    response = page.goto(base + "/wallet/no-such-page")
    check(response.status == 404 and page.locator(".error-page h1").inner_text() == "Page not found" and page.locator(".bar").evaluate("e => getComputedStyle(e).borderBottomStyle") == "solid", "the 404 page is styled")
    page.get_by_role("link", name="Go to the start page").click()
    names = page.locator("nav.tabs a").all_inner_texts()
    check(len(names) >= 4 and "Admin" in names, f"the tab bar lists every tab ({names})")
    for name in names:
        tab = page.locator("nav.tabs a", has_text=name)
        box = tab.bounding_box()
        check(box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, f"390 px: the {name} tab is on screen")
        tab.click()
        check(page.locator("nav.tabs a[aria-current=page]").inner_text() == name, f"390 px: the {name} tab opens")
        width = page.evaluate("document.documentElement.scrollWidth")
        check(width <= 390, f"390 px: the {name} tab does not scroll sideways ({width} px)")
        accessible(page, f"the {name} tab")
    page.goto(base + "/wallet")
    page.locator(".wallet-card a").first.click()
    width = page.evaluate("document.documentElement.scrollWidth")
    check(width <= 390, f"390 px: a card's page does not scroll sideways ({width} px)")
    narrow_screens(page, base)
    page.screenshot(path=os.path.join(shots, "app-wallet-narrow.png"), full_page=True)
    context.close()


def narrow_screens(page, base):
    """At 390 px: each Home screen (its makers opened, then with an answer and with an error shown), the makers' own
    screens, Admin with a refusal shown, and each Dashboard view: no sideways scroll, every input named, every image
    described."""

    def fits(what):
        width = page.evaluate("document.documentElement.scrollWidth")
        check(width <= 390, f"390 px: {what} does not scroll sideways ({width} px)")
        accessible(page, f"390 px: {what}")

    long = "x" * 10000
    for command in ["payment-options", "tokenize", "card-details", "payment-methods", "checkout-session", "buyer"]:
        page.goto(f"{base}/home/{command}")
        for summary in page.locator("details.maker-panel summary").all():
            summary.click()
        fits(f"Home › {page.locator('h1').inner_text()}")
    page.goto(base + "/home/payment-options")
    page.fill("#metadata", "")
    page.fill("#currency", "USD")
    page.get_by_role("button", name="POST").click()
    # Admin's saved test token may make this an API error rather than JSON; either answer must fit.
    settles(lambda: expect(page.locator("section.response:not([hidden]), div.error:not([hidden])")).to_be_visible(timeout=20000), "390 px: payment options answer")
    fits("Home › Payment Options with its answer")
    page.goto(base + "/home/payment-methods")
    page.fill("#buyer-id", "")
    page.fill("#buyer-external-identifier", long)
    page.get_by_role("button", name="GET").click()
    settles(lambda: expect(page.locator("div.error")).to_be_visible(), "390 px: payment methods refuse a 10,000-character identifier")
    detail = page.locator("details.error-detail")
    if detail.is_visible():
        detail.locator("summary").click()
    fits("Home › Payment Methods with an error shown")
    page.goto(base + "/home/tokenize")
    page.locator("summary", has_text="New checkout session").click()
    page.fill("#make-checkout-session-currency", long)
    page.get_by_role("button", name="Create and fill in Checkout session ID").click()
    settles(lambda: expect(page.locator(".maker-status")).to_contain_text("Currency"), "390 px: the maker refuses a 10,000-character currency")
    fits("Home › Tokenize with a maker's refusal shown")
    page.goto(base + "/admin")
    page.fill("#timeout", long)
    page.get_by_role("button", name="Save").click()
    check(page.locator(".problem").count() == 1, "390 px: Admin refuses a 10,000-character timeout")
    fits("Admin with a refusal shown")
    for view in ["transactions", "checkout-sessions", "buyers", "requests", "webhooks"]:
        page.goto(f"{base}/dashboard/{view}")
        fits(f"Dashboard › {page.locator('h1').inner_text()}")
    page.goto(base + "/dashboard/transactions")
    transaction = page.locator("table.grid tbody a").first
    if transaction.count():
        transaction.click()
        fits("a Dashboard transaction's page")
    page.goto(base + "/dashboard/requests")
    page.locator("table.grid tbody a").first.click()
    fits("a Dashboard request's page")


def digitize(page, base, index):
    page.goto(base + "/wallet")
    page.locator("#test_card").select_option(str(index))
    page.get_by_role("button", name="Check the card").click()
    page.get_by_role("button", name="Accept and add the card").click()


def wallet(page, base, shots):
    digitize(page, base, 3)  # Mastercard green
    check(page.locator("h1").get_attribute("data-state") == "active", "a green card is active at once")
    check(page.locator(".art img").count() >= 3, "the details view shows the issuer's card art")
    face = page.locator("#card-face")
    alt = face.get_attribute("alt") or ""
    check(alt.startswith("Mastercard card ending 4444") and re.search(r"expires \d\d/\d\d", alt), f"the drawn card is described for a screen reader ({alt!r})")
    check(face.evaluate("i => i.complete && i.naturalWidth > 0"), "the drawn card loads")
    drawn = page.request.get(base + face.get_attribute("src"))
    svg = drawn.text()
    check(
        drawn.headers["content-type"] == "image/svg+xml" and "•••• •••• •••• 4444" in svg and "MASTERCARD" in svg.upper()
        and "linearGradient" in svg and re.search(r">\d\d/\d\d<", svg),
        "the card is drawn from Checkout's card scene: gradient, scheme mark, last digits, MM/YY",
    )
    captions = page.locator(".art figcaption").all_inner_texts()
    check("Issuer logo" in captions and "Card face with logos" in captions, f"the issuer's images have human captions ({captions})")
    check(not re.search(r"bankLogo|cardBackground|schemeLogo|cardIcon", page.locator("main").inner_text()), "no code names on the page")
    text = page.locator(".facts").inner_text()
    check("4444" in text and "Single-use keys" in text and "Mastercard" in text, "metadata, key type and scheme are shown")
    check(re.search(r"Card expires\s+\d\d/\d\d\n", text) and re.search(r"Token expires\s+\d\d/\d\d\n", text), "expiries are shown as MM/YY")
    accessible(page, "the card's page")
    for hostile in ["<script>alert(1)</script>", "1e3", "-5", "0", "\u202e12", "9" * 10000, "4242424242424242"]:
        page.locator("#amount").fill(hostile)
        page.get_by_role("button", name="Pay").click()
        problem = page.locator(".problem").inner_text() if page.locator(".problem").count() else ""
        check("Type the amount as a number like 10.00" in problem and page.locator("main script").count() == 0, f"the amount {hostile[:24]!r} is refused with a sentence")
        page.go_back()
    check(page.locator("label[for=amount]").inner_text() == "Amount", "the amount is labelled")
    page.locator("#amount").fill("12.34")
    page.locator("#currency").select_option("USD")
    page.get_by_role("button", name="Pay").click()
    confirmation = page.locator("#payment").inner_text()
    check(re.fullmatch(r"Paid 12\.34 USD( at .+)?\. Transaction \S+\.", confirmation) is not None, f"the payment's confirmation names its amount and transaction id ({confirmation!r})")
    check("approved" in page.locator(".notice").first.inner_text(), "paying with the card is approved")
    left = re.search(r"Payments left\s+(\d+)", page.locator(".facts").inner_text())
    page.get_by_role("button", name="Replenish keys").click()
    after = re.search(r"Payments left\s+(\d+)", page.locator(".facts").inner_text())
    check(left and after and int(after.group(1)) >= int(left.group(1)), "replenishing restores the payment keys")
    page.get_by_role("button", name="Suspend").click()
    check(page.locator("h1").get_attribute("data-state") == "suspended", "suspend is reflected at once")
    page.get_by_role("button", name="Resume").click()
    check(page.locator("h1").get_attribute("data-state") == "active", "resume is reflected at once")
    page.get_by_role("button", name="Make default").click()
    check("Default card\nYes" in page.locator(".facts").inner_text(), "the card becomes the default")
    page.locator("#issuer-action").select_option("suspend")
    page.get_by_role("button", name="Send").click()
    check(page.locator("h1").get_attribute("data-state") == "suspended", "an issuer's suspension reaches the wallet")
    page.screenshot(path=os.path.join(shots, "app-wallet-card.png"), full_page=True)

    digitize(page, base, 1)  # Visa yellow: ID&V
    check("Verify the card" in page.locator("h1").inner_text(), "a yellow card asks for ID&V")
    page.get_by_role("button", name="Send the code").click()
    code = page.locator("#otp-code").inner_text()
    check(re.fullmatch(r"\d{6}", code) is not None, "the emulated inbox shows the one-time code")
    accessible(page, "the verification page")
    page.locator("#otp").fill("000000" if code != "000000" else "111111")
    page.get_by_role("button", name="Activate").click()
    check("The code is wrong" in page.locator(".problem").inner_text(), "a wrong code is refused on the page")
    otp = page.locator("#otp")
    check(otp.is_visible() and otp.get_attribute("aria-invalid") == "true", "a wrong code offers the code field again, marked")
    page.screenshot(path=os.path.join(shots, "app-wallet-wrong-code.png"), full_page=True)
    otp.fill(code)
    page.get_by_role("button", name="Activate").click()
    check(page.locator("h1").get_attribute("data-state") == "active", "the right code activates the card")

    digitize(page, base, 9)  # Visa + Cartes Bancaires
    text = page.locator(".facts").inner_text()
    check("Second scheme\nCartes Bancaires" in text and "Second token ends" in text, "a co-badged card shows its auxiliary values")
    svg = page.request.get(base + page.locator("#card-face").get_attribute("src")).text()
    check("VISA" in svg.upper() and "CARTES BANCAIRES" in svg.upper(), "a co-badged card is drawn with both scheme marks")

    page.goto(base + "/wallet")
    page.locator("#test_card").select_option("2")  # Visa red
    page.get_by_role("button", name="Check the card").click()
    page.get_by_role("button", name="Accept and add the card").click()
    check("declined" in page.locator(".problem").inner_text(), "a red card is declined and not added")

    page.goto(base + "/wallet")
    page.locator("#number").fill("4242 4242 4242 4241")
    page.locator("#expiry").fill("12/30")
    page.locator("#cvc").fill("123")
    page.get_by_role("button", name="Check the card").click()
    check(page.locator(".problem").count() == 1, "a number failing Luhn is refused with a message")

    page.goto(base + "/wallet")
    rows = page.locator(".wallet-card")
    check(rows.count() == 3, f"the list shows the three cards added ({rows.count()})")
    thumbs = page.locator(".wallet-card img.thumb")
    check(thumbs.count() == 3 and all(" card ending " in (t.get_attribute("alt") or "") for t in thumbs.all()), "each card in the list is drawn and described")
    accessible(page, "the wallet list")
    page.screenshot(path=os.path.join(shots, "app-wallet.png"), full_page=True)
    rows.first.locator("a").click()
    page.get_by_role("button", name="Delete").click()
    check(page.locator(".wallet-card").count() == 2, "a deleted card leaves the list")


def type_card(page, number, expiry, cvc):
    """Types a card into Home's Tokenize form by hand (no test card chosen)."""
    page.select_option("#test-card", "")
    page.fill("#card", number)
    page.fill("#expiry", expiry)
    page.fill("#cvc", cvc)


def home(page, base, shots, binary, data_dir):
    """The Home tab from nothing: a checkout session and a buyer made in the page, each screen's request sent through
    the client layer, a refused field named and marked, an API error's status once and its JSON, flags remembered."""
    page.goto(base + "/home")
    check(page.locator(".screen-row").count() == 4, "the Home tab lists the endpoint screens")
    page.locator(".screen-row", has_text="Payment Options").click()
    hostile = "<img src=x onerror=alert(1)>"
    page.fill("#metadata", f"order={hostile}\nsize=9")
    page.fill("#currency", "usd")
    page.get_by_role("button", name="POST").click()
    message = page.locator("div.error .error-message")
    settles(lambda: expect(message).to_have_text("Currency: expected an ISO 4217 currency code in capitals, such as USD or EUR."), "a refused field is named by its label")
    check(page.get_attribute("#currency", "aria-invalid") == "true", "the refused field is marked aria-invalid")
    check(page.evaluate("document.activeElement.id") == "currency", "the cursor is put in the refused field")
    page.fill("#currency", "USD")
    page.fill("#amount", "1299")
    page.fill("#cart-item", '{"name":"%s","quantity":2,"unit_amount":650}' % hostile.replace('"', '\\"'))
    page.get_by_role("button", name="POST").click()
    settles(lambda: expect(page.locator("pre.json")).to_contain_text('"method" : "card"'), "payment options show the JSON response")
    check(page.get_attribute("#currency", "aria-invalid") is None, "the mark goes once the field is accepted")
    log = page.locator("details.request-log")
    check(log.is_visible() and log.get_attribute("open") is None and log.locator("pre").is_hidden(), "the SDK's debug log is under a collapsed Request log")
    log.locator("summary").click()
    text = log.locator("pre").inner_text()
    check("POST" in text and "/payment-options" in text and "← 200" in text, "opening it shows this request and its answer")
    check("onerror" in text and page.locator("main img").count() == 0, "a hostile value in the log is shown as text")
    check(not re.search(r"Bearer (?!\[REDACTED\])", text), "the log masks the bearer token")
    log.locator("summary").click()
    check(page.locator("a.download").get_attribute("href").startswith("blob:"), "the response can be downloaded")
    page.screenshot(path=os.path.join(shots, "app-home.png"), full_page=True)
    page.reload()
    check(page.input_value("#currency") == "USD", "the form's fields are remembered")
    check(hostile in page.input_value("#metadata") and page.locator("main img").count() == 0, "hostile metadata is shown escaped, as text")
    check(hostile in page.input_value("#cart-item"), "a hostile cart item name is shown as text")
    page.get_by_role("button", name="Clear Form").click()
    check(page.input_value("#currency") == "" and page.input_value("#metadata") == "", "Clear Form empties the fields")

    page.goto(base + "/home/card-details")
    page.fill("#currency", "USD")
    page.fill("#bin", "42424242")
    page.select_option("#intent", "capture")
    page.check("#merchant-initiated")
    page.check("#is-subsequent-payment")
    page.get_by_role("button", name="GET").click()
    settles(lambda: expect(page.locator("pre.json")).to_contain_text('"scheme"'), "card details show the JSON response")
    page.reload()
    check(page.input_value("#bin") == "", "the BIN is never remembered")
    check(page.is_checked("#merchant-initiated") and page.is_checked("#is-subsequent-payment"), "the checkboxes are remembered")

    page.goto(base + "/home/tokenize")
    required = page.locator("label .required")
    check(required.count() == 1 and page.locator("label[for=session] .required").count() == 1, "only the session is starred: the payment method fields are either/or")
    labels = page.locator("#test-card option").all_inner_texts()
    check(labels[0].startswith("None") and "Visa, challenge" in labels and "(API default)" not in labels, f"the test cards are listed by name ({labels[:3]})")
    check(page.is_checked("#authenticate"), "Authenticate is on by default")
    page.locator("summary", has_text="New checkout session").click()
    page.fill("#make-checkout-session-currency", "EURO")
    page.get_by_role("button", name="Create and fill in Checkout session ID").click()
    settles(lambda: expect(page.locator(".maker-status")).to_contain_text("Currency: expected"), "a refused maker field is named")
    check(page.get_attribute("#make-checkout-session-currency", "aria-invalid") == "true", "and marked")
    page.fill("#make-checkout-session-currency", "USD")
    page.get_by_role("button", name="Create and fill in Checkout session ID").click()
    settles(lambda: expect(page.locator(".maker-status")).to_contain_text("filled in"), "a checkout session is made from the page")
    session = page.input_value("#session")
    check(len(session) == 36, f"its id is filled in ({session})")
    page.select_option("#test-card", "visa-frictionless")
    page.select_option("#theme", "orange-purple")
    page.check("#dark")
    page.get_by_role("button", name="PUT").click()
    settles(lambda: expect(page.locator("pre.json")).to_contain_text('"transaction_status" : "Y"'), "tokenize shows the JSON response (frictionless, status Y)")
    page.select_option("#test-card", "jcb-challenge")
    page.get_by_role("button", name="PUT").click()
    code = page.locator('.challenge[data-ui-type="01"][data-appearance="dark"] .ch-textbox')
    settles(lambda: expect(code).to_be_visible(timeout=20000), "Home's Tokenize shows the challenge in the page, dark")
    toolbar = page.locator(".challenge .ch-toolbar").evaluate("e => getComputedStyle(e).backgroundColor")
    check(toolbar == TOOLBARS[("orange-purple", True)], f"in the chosen theme ({toolbar})")
    code.fill("1234")
    page.locator(".challenge .ch-submit").click()
    settles(lambda: expect(page.locator("pre.json")).to_contain_text('"type" : "challenge"', timeout=20000), "the challenge answered on Home authenticates the card")
    check('"transaction_status" : "Y"' in page.locator("pre.json").inner_text(), "with status Y")
    type_card(page, "4024 0071 8944 9340", "01/30", "456")
    page.uncheck("#dark")
    page.get_by_role("button", name="PUT").click()
    code = page.locator('.challenge[data-appearance="light"] .ch-textbox')
    settles(lambda: expect(code).to_be_visible(timeout=20000), "a card typed on Home's Tokenize challenges in the page")
    code.fill("0000")
    page.locator(".challenge .ch-submit").click()
    outcome = page.locator("p.outcome")
    settles(lambda: expect(outcome).to_contain_text("3-D Secure failed", timeout=20000), "a wrong code is shown as a failed authentication")
    check("failed" in outcome.get_attribute("class") and "ok" not in outcome.get_attribute("class"), "not as a success")
    check(page.input_value("#card") != "", "the card is kept for a retry")
    page.get_by_role("button", name="Retry").click()
    code = page.locator('.challenge[data-appearance="light"] .ch-textbox')
    settles(lambda: expect(code).to_be_visible(timeout=20000), "Retry challenges the same card again")
    code.fill("1234")
    page.locator(".challenge .ch-submit").click()
    settles(lambda: expect(page.locator(".sending")).to_be_hidden(timeout=20000), "the retried request ends")
    check('"transaction_status" : "Y"' in page.locator("pre.json").inner_text(), "the retried card is authenticated")
    content = page.content()
    check(page.input_value("#card") == "" and page.input_value("#cvc") == "", "the typed number and code are emptied once stored")
    check("4024007189449340" not in content and "4024 0071 8944 9340" not in content, "the page holds no card number after the request")
    log = page.locator("details.request-log pre").text_content()
    check("/fields" in log and re.search(r'"number"\s*:\s*"\[REDACTED\]"', log) and '"456"' not in log, f"the request log shows the typed card masked ({log.count('[REDACTED]')} masked values)")
    page.reload()
    check(page.input_value("#session") == session and page.input_value("#card") == "", "the session is remembered, the card never")

    page.goto(base + "/home/payment-methods")
    page.locator("summary", has_text="New buyer").click()
    page.fill("#make-buyer-external-identifier", "user-42")
    page.get_by_role("button", name="Create and fill in Buyer ID").click()
    settles(lambda: expect(page.locator(".maker-status")).to_contain_text("filled in"), "a buyer is made from the page")
    check(len(page.input_value("#buyer-id")) == 36, "its id is filled in")
    page.select_option("#sort-by", "usage_count")
    page.get_by_role("button", name="GET").click()
    settles(lambda: expect(page.locator("pre.json")).to_be_visible(), "buyer payment methods show the JSON response")
    page.fill("#buyer-id", "")
    page.fill("#buyer-external-identifier", "nobody")
    page.get_by_role("button", name="GET").click()
    error = page.locator("div.error")
    settles(lambda: expect(error).to_contain_text("HTTP 404"), "an unknown buyer is shown as an error with its status")
    check(error.inner_text().count("404") == 1, f"the status is said once ({error.inner_text()!r})")
    color = error.evaluate("e => getComputedStyle(e).color")
    check(color.startswith("rgb(") and int(color[4:].split(",")[0]) > 150 and int(color.split(",")[1]) < 80, f"the error is red ({color})")
    body = page.locator("details.error-detail pre")
    check(body.is_hidden(), "the error's response is hidden until opened")
    page.locator("details.error-detail summary").click()
    check(body.is_visible() and json.loads(body.inner_text()).get("status") == 404, "opening it shows the response's JSON")


def admin(page, base, shots):
    page.goto(base + "/admin")
    options = page.locator("#server option").evaluate_all("options => options.map(o => o.value)")
    check(options == ["emulator", "sandbox", "production"], f"the server is a choice ({options})")
    check(page.input_value("#server") == "emulator", "the emulator is chosen by default")
    page.fill("#timeout", "17")
    page.fill("#merchant-id", "<b>merchant</b>")
    page.fill("#token", "eyJhbGciOiJFUzUxMiJ9.browser-test-token-9876")
    page.get_by_role("button", name="Save").click()
    check("saved" in page.locator(".notice").inner_text(), "the admin settings are saved")
    check("browser-test-token" not in page.content() and "9876" in page.get_attribute("#token", "placeholder"), "the token is shown masked only")
    page.select_option("#server", "sandbox")
    page.get_by_role("button", name="Save").click()
    check(page.input_value("#server") == "sandbox", "the chosen server is saved")
    page.screenshot(path=os.path.join(shots, "app-admin.png"), full_page=True)
    page.select_option("#server", "emulator")
    page.get_by_role("button", name="Save").click()
    check(page.input_value("#server") == "emulator", "and chosen back")


def dashboard(page, base, shots, binary, data_dir):
    """The Dashboard tab: a transaction made with the CLI on the same emulator state is listed, filtered, opened
    with its 3-D Secure outcome and events, then captured, refunded and (refused) voided from the page; a card typed
    into Home › Tokenize is then found in the request log with its number masked, never in full."""
    env = dict(os.environ, TESSERA_DATA_DIR=data_dir, TESSERA_CONFIG_DIR=os.path.join(data_dir, "config"), NO_COLOR="1")

    def cli(*arguments):
        return json.loads(subprocess.run([binary, *arguments], env=env, check=True, capture_output=True, text=True).stdout)

    session = cli("checkout-session", "create", "--amount", "2500", "--currency", "USD")["id"]
    subprocess.run([binary, "tokenize", "--session", session, "--test-card", "visa-frictionless"], env=env, check=True, capture_output=True)
    transaction = cli("transaction", "create", "--amount", "2500", "--currency", "USD", "--checkout-session-id", session)["id"]

    page.goto(base + "/dashboard")
    check(page.locator("a.tab.active").inner_text() == "Dashboard", "the Dashboard tab is in the tab bar")
    row = page.locator("table.grid tbody tr", has=page.locator(f'a[href="/dashboard/transactions/{transaction}"]'))
    settles(lambda: expect(row).to_contain_text("25.00 USD"), "the new transaction is listed with its amount")
    page.select_option("#status", "capture_succeeded")
    page.get_by_role("button", name="Filter").click()
    check(page.locator(f'a[href="/dashboard/transactions/{transaction}"]').count() == 0, "a status filter leaves out an uncaptured transaction")
    page.fill("#min", "ten")
    page.get_by_role("button", name="Filter").click()
    check(page.locator("#min[aria-invalid=true]").count() == 1 and "Minimum amount must be a whole number" in page.locator(".problem").inner_text(), "a bad amount filter is refused naming its field")

    page.goto(f"{base}/dashboard/transactions/{transaction}")
    check('"frictionless"' in page.locator("main").inner_text() or "frictionless" in page.locator("main").inner_text(), "the transaction page shows the 3-D Secure outcome")
    check(page.locator("table.grid tbody tr").count() >= 1, "the transaction page lists its events")
    page.fill("#capture-amount", "2000")
    page.get_by_role("button", name="Capture").click()
    settles(lambda: expect(page.locator(".notice")).to_have_text("Captured."), "Capture from the page captures")
    settles(lambda: expect(page.locator("dl.facts")).to_contain_text("capture_succeeded"), "the page shows the captured status")
    page.fill("#refund-amount", "500")
    page.get_by_role("button", name="Refund").click()
    settles(lambda: expect(page.locator(".notice")).to_have_text("Refunded."), "Refund from the page refunds")
    settles(lambda: expect(page.locator("dl.facts")).to_contain_text("5.00 USD"), "the refunded amount is shown")
    page.get_by_role("button", name="Void").click()
    problem = page.locator(".problem[role=alert]")
    settles(lambda: expect(problem).to_contain_text("HTTP 4"), "voiding a captured transaction shows the API's error")
    check(len(re.findall(r"HTTP \d{3}", problem.inner_text())) == 1, "the error's status is shown once")
    check(problem.locator("details pre").is_hidden(), "the error's JSON is hidden until opened")
    problem.locator("summary").click()
    check(problem.locator("details pre").is_visible() and '"type"' in problem.locator("details pre").inner_text(), "the error opens to the response's JSON")
    page.screenshot(path=os.path.join(shots, "app-dashboard.png"), full_page=True)

    page.goto(base + "/dashboard/checkout-sessions")
    check(page.locator(f"text={session}").count() == 1, "the checkout session is listed")
    # A card of its own, typed into Home › Tokenize in a session made there, so the log check needs no earlier step.
    card = "5105105105105100"
    page.goto(base + "/home/tokenize")
    page.locator("summary", has_text="New checkout session").click()
    page.fill("#make-checkout-session-currency", "USD")
    page.get_by_role("button", name="Create and fill in Checkout session ID").click()
    settles(lambda: expect(page.locator(".maker-status")).to_contain_text("filled in"), "the request log's own checkout session is made")
    own = page.input_value("#session")
    type_card(page, "5105 1051 0510 5100", "12/30", "737")
    page.uncheck("#authenticate")
    page.get_by_role("button", name="PUT").click()
    settles(lambda: expect(page.locator("pre.json")).to_be_visible(timeout=20000), "the request log's own card is tokenized from the page")

    page.goto(base + "/dashboard/requests")
    log = page.locator("main").inner_text()
    check(f"/transactions/{transaction}/capture" in log and f"/transactions/{transaction}/refunds" in log, "the request log lists the page's capture and refund")
    check(card not in page.content(), "the request log's list holds no card number")
    fields = page.locator("table.grid tbody tr", has_text=f"/checkout/sessions/{own}/fields")
    check(fields.count() == 1, "the request log lists the card just tokenized in the app")
    fields.locator("a").first.click()
    detail = page.locator("main").inner_text()
    numbers = [card, "5105 1051 0510 5100", "4242424242424242", "4556557955726624", "5555555555554444", "4012888888881881", *UI_CARDS.values(), "4024007189449340"]
    check(f"/checkout/sessions/{own}/fields" in detail and '"number" : "[REDACTED]"' in detail, "the request log shows that card's number masked")
    check(not any(number in page.content() for number in numbers) and '"737"' not in detail, "the request log never shows the card number or its code in full")
    check("Bearer [REDACTED]" in detail or "Authorization" not in detail, "the request log masks the bearer token")


def main():
    binary, shots = sys.argv[1], sys.argv[2]
    os.makedirs(shots, exist_ok=True)
    with tempfile.TemporaryDirectory() as data_dir, tempfile.TemporaryFile("w+") as log:
        process, url, port, token = start_app(binary, data_dir, log)
        try:
            security(binary, data_dir, port, token)
            base = f"http://127.0.0.1:{port}"
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
                page = browser.new_page(viewport={"width": 900, "height": 1000})
                errors = []
                # Error pages the tests ask for (a declined card, a wrong code) log "Failed to load resource"; anything
                # else logged as an error, a CSP violation or a script error, fails the run.
                page.on(
                    "console",
                    lambda m: errors.append(m.text)
                    if m.type == "error" and not m.text.startswith("Failed to load resource")
                    else None,
                )
                page.on("pageerror", lambda e: errors.append(str(e)))
                checkout(page, url, shots)
                pay(page, base)
                challenges(page, base, shots)
                benchmark(page, url)
                wallet(page, base, shots)
                home(page, base, shots, binary, data_dir)
                dashboard(page, base, shots, binary, data_dir)
                admin(page, base, shots)
                narrow(browser, url, base, shots, errors)
                process.terminate()
                process.wait(timeout=10)
                process, url, port, token = start_app(binary, data_dir, log)
                page.goto(url)
                page.goto(f"http://127.0.0.1:{port}/admin")
                check(page.input_value("#timeout") == "17" and page.input_value("#merchant-id") == "<b>merchant</b>", "an admin setting is kept after restarting the app")
                check(not errors, f"no errors in the browser console (CSP violations included): {errors[:3]}")
                browser.close()
        finally:
            process.terminate()
            process.wait(timeout=10)
        timeouts(binary, data_dir, log)
        log.seek(0)
        access = log.read()
        check("POST /checkout/input 200" in access, "the app logs each request")
        numbers = ["4242424242424242", "4556557955726624", "378282246310005", "5555555555554444", "4012888888881881", *UI_CARDS.values(), "4024007189449340"]
        check(not any(number in access for number in numbers) and token not in access, "no card number or token reaches the log")
    print(f"app browser tests: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
