"""The peer benchmark's suite in Playwright-Python (sync API): one Chromium for the run, a new
browser context per test, locators by test id and role, web-first assertions that wait.

Each test is the same work as its namesake in Tests/PeerBenchSuite.
"""

import sys

from playwright.sync_api import expect, sync_playwright

import peer_common as common

test = common.Registry()


def tid(page, test_id):
    return page.get_by_test_id(test_id)


def deep_link(page, path):
    page.evaluate("url => { " + common.DEEP_LINK_SCRIPT.replace("arguments[0]", "url") + " }", common.absolute(path))


def log_in(page, username):
    if username:
        tid(page, "UsernameField").fill(username)
    tid(page, "PasswordField").fill(common.PASSWORD)
    tid(page, "LoginButton").click()


# ---- Login

@test
def test_passwordLogin(page, uuid):
    expect(tid(page, "WelcomeHeader")).to_be_visible()
    log_in(page, "Someone")
    expect(tid(page, "ProfileHeader")).to_be_visible()
    expect(tid(page, "UsernameLabel")).to_have_text("Someone")
    expect(tid(page, "LoginMethodLabel")).to_have_text("Logged in with password")


@test
def test_passwordLoginWithoutUsername(page, uuid):
    expect(tid(page, "WelcomeHeader")).to_be_visible()
    expect(tid(page, "UsernameField")).to_have_value("")
    log_in(page, None)
    expect(tid(page, "ProfileHeader")).to_be_visible()
    expect(tid(page, "UsernameLabel")).to_have_text("My username")


@test
def test_failedLoginAlert(page, uuid):
    common.fail_logins(uuid)
    expect(tid(page, "WelcomeHeader")).to_be_visible()
    log_in(page, "Someone")
    alert = page.get_by_role("alertdialog", name="Login failed")
    expect(alert).to_be_visible()
    expect(alert.get_by_test_id("AlertMessage")).to_have_text("Server error")
    alert.get_by_role("button", name="OK").click()
    expect(alert).to_be_hidden()
    expect(tid(page, "WelcomeHeader")).to_be_visible()


@test
def test_logoutRemembersUsername(page, uuid):
    log_in(page, "Someone")
    expect(tid(page, "ProfileHeader")).to_be_visible()
    tid(page, "LogoutButton").click()
    expect(tid(page, "WelcomeHeader")).to_be_visible()
    expect(tid(page, "UsernameField")).to_have_value("Someone")


# ---- Navigation

@test
def test_tabs(page, uuid):
    deep_link(page, "/deeplink/table")
    expect(tid(page, "TableHeader")).to_be_visible()
    expect(page.get_by_role("tab", name="Table")).to_have_attribute("aria-selected", "true")
    page.get_by_role("tab", name="Collection").click()
    expect(tid(page, "CollectionHeader")).to_be_visible()
    expect(page.get_by_role("tab", name="Collection")).to_have_attribute("aria-selected", "true")
    page.get_by_role("tab", name="Other").click()
    expect(tid(page, "OtherHeader")).to_be_visible()
    page.get_by_role("tab", name="Page").click()
    expect(tid(page, "PageHeader")).to_be_visible()
    expect(page.get_by_role("tab", name="Table")).to_have_attribute("aria-selected", "false")


@test
def test_profileFromNavBar(page, uuid):
    deep_link(page, "/deeplink/table")
    expect(tid(page, "TableHeader")).to_be_visible()
    tid(page, "ProfileButton").click()
    expect(tid(page, "ProfileHeader")).to_be_visible()
    expect(tid(page, "UsernameLabel")).to_have_text("Not logged in")


@test
def test_deepLinkToDetail(page, uuid):
    expect(tid(page, "WelcomeHeader")).to_be_visible()
    deep_link(page, "/deeplink/detail/5")
    expect(tid(page, "DetailHeader")).to_be_visible()
    expect(tid(page, "DetailHeader")).to_have_text("Row 5")
    expect(tid(page, "DetailLabel")).to_have_text("You selected row 5")
    tid(page, "BackButton").click()
    expect(tid(page, "TableHeader")).to_be_visible()


@test
def test_deepLinkToProfile(page, uuid):
    expect(tid(page, "WelcomeHeader")).to_be_visible()
    deep_link(page, "/deeplink/profile")
    expect(tid(page, "ProfileHeader")).to_be_visible()
    expect(tid(page, "LoginMethodLabel")).to_have_text("Logged out")


# ---- Table

@test
def test_tableRowsAndSections(page, uuid):
    deep_link(page, "/deeplink/table")
    expect(tid(page, "TableHeader")).to_be_visible()
    expect(tid(page, "TableView").get_by_role("listitem")).to_have_count(30)
    expect(tid(page, "SectionHeader-1")).to_have_text("Section numero 1")
    expect(tid(page, "SectionHeader-2")).to_have_text("Section numero 2")


@test
def test_rowDetailAndBack(page, uuid):
    deep_link(page, "/deeplink/table")
    tid(page, "Row-3").click()
    expect(tid(page, "DetailHeader")).to_be_visible()
    expect(tid(page, "DetailHeader")).to_have_text("Row 3")
    expect(tid(page, "DetailLabel")).to_have_text("You selected row 3")
    expect(tid(page, "DetailSectionLabel")).to_have_text("Section numero 1")
    tid(page, "BackButton").click()
    expect(tid(page, "TableHeader")).to_be_visible()
    expect(tid(page, "DetailHeader")).to_be_hidden()


@test
def test_scrollToRow(page, uuid):
    deep_link(page, "/deeplink/table")
    expect(tid(page, "TableHeader")).to_be_visible()
    row = tid(page, "Row-28")
    expect(row).not_to_be_in_viewport()
    row.scroll_into_view_if_needed()
    expect(row).to_be_in_viewport()
    row.click()
    expect(tid(page, "DetailLabel")).to_have_text("You selected row 28")
    expect(tid(page, "DetailSectionLabel")).to_have_text("Section numero 2")


# ---- Collection

@test
def test_collectionSelectCell(page, uuid):
    deep_link(page, "/deeplink/collection")
    expect(tid(page, "CollectionHeader")).to_be_visible()
    expect(tid(page, "CollectionView").get_by_role("gridcell")).to_have_count(50)
    expect(tid(page, "SelectedCell")).to_have_text("No cell selected")
    tid(page, "Cell-5").click()
    expect(tid(page, "Cell-5")).to_have_attribute("aria-selected", "true")
    expect(tid(page, "SelectedCell")).to_have_text("Selected: Cell 5")


@test
def test_collectionRefresh(page, uuid):
    deep_link(page, "/deeplink/collection")
    expect(tid(page, "LastRefreshed")).to_have_text("Last refreshed: 0")
    tid(page, "RefreshButton").click()
    expect(tid(page, "LastRefreshed")).to_have_text("Last refreshed: 1")
    tid(page, "RefreshButton").click()
    expect(tid(page, "LastRefreshed")).to_have_text("Last refreshed: 2")


# ---- Controls

@test
def test_buttonTaps(page, uuid):
    deep_link(page, "/deeplink/other")
    expect(tid(page, "OtherHeader")).to_be_visible()
    tid(page, "ExampleButton").click()
    tid(page, "ExampleButton").click()
    expect(tid(page, "ExampleButtonTapCount")).to_have_text("Tapped 2 times")


@test
def test_switch(page, uuid):
    deep_link(page, "/deeplink/other")
    expect(tid(page, "SwitchLabel")).to_have_text("Switch is off")
    tid(page, "Switch").check()
    expect(tid(page, "SwitchLabel")).to_have_text("Switch is on")
    tid(page, "Switch").uncheck()
    expect(tid(page, "SwitchLabel")).to_have_text("Switch is off")


@test
def test_stepper(page, uuid):
    deep_link(page, "/deeplink/other")
    expect(tid(page, "StepperDecrement")).to_be_disabled()
    tid(page, "StepperIncrement").click()
    tid(page, "StepperIncrement").click()
    expect(tid(page, "StepperValue")).to_have_text("2")
    expect(tid(page, "StepperDecrement")).to_be_enabled()
    tid(page, "StepperDecrement").click()
    tid(page, "StepperDecrement").click()
    expect(tid(page, "StepperValue")).to_have_text("0")
    expect(tid(page, "StepperDecrement")).to_be_disabled()


@test
def test_segmentedControl(page, uuid):
    deep_link(page, "/deeplink/other")
    expect(tid(page, "SegmentedValue")).to_have_text("Selected segment: First")
    tid(page, "Segmented-Second").click()
    expect(tid(page, "Segmented-Second")).to_have_attribute("aria-checked", "true")
    expect(tid(page, "SegmentedValue")).to_have_text("Selected segment: Second")


@test
def test_picker(page, uuid):
    deep_link(page, "/deeplink/other")
    expect(tid(page, "PickerValue")).to_have_text("Picked: Red")
    tid(page, "Picker").select_option("Blue")
    expect(tid(page, "PickerValue")).to_have_text("Picked: Blue")


# ---- Dialogs and scrolling

@test
def test_inPageAlert(page, uuid):
    deep_link(page, "/deeplink/other")
    tid(page, "ShowAlertButton").click()
    alert = page.get_by_role("alertdialog", name="Alert title")
    expect(alert).to_be_visible()
    expect(alert.get_by_test_id("AlertMessage")).to_have_text("Alert message")
    alert.get_by_role("button", name="OK").click()
    expect(alert).to_be_hidden()
    expect(tid(page, "AlertResult")).to_have_text("Alert result: OK")


@test
def test_sheet(page, uuid):
    deep_link(page, "/deeplink/other")
    tid(page, "ShowSheetButton").click()
    sheet = page.get_by_role("dialog", name="Sheet title")
    expect(sheet).to_be_visible()
    sheet.get_by_role("button", name="Delete").click()
    expect(sheet).to_be_hidden()
    expect(tid(page, "SheetResult")).to_have_text("Sheet result: Delete")


@test
def test_scrollToBottom(page, uuid):
    deep_link(page, "/deeplink/other")
    expect(tid(page, "OtherHeader")).to_be_visible()
    bottom = tid(page, "BottomLabel")
    expect(bottom).not_to_be_in_viewport()
    bottom.scroll_into_view_if_needed()
    expect(bottom).to_be_in_viewport()
    expect(bottom).to_have_text("Bottom of other")


# ---- Text and pages

@test
def test_textField(page, uuid):
    deep_link(page, "/deeplink/other")
    tid(page, "TextField").fill("Hello, world")
    expect(tid(page, "TextFieldValue")).to_have_text("Text: Hello, world")
    for _ in range(7):
        tid(page, "TextField").press("Backspace")
    expect(tid(page, "TextField")).to_have_value("Hello")
    expect(tid(page, "TextFieldValue")).to_have_text("Text: Hello")


@test
def test_secureField(page, uuid):
    deep_link(page, "/deeplink/other")
    tid(page, "SecureField").fill(common.SECRET)
    expect(tid(page, "SecureFieldValue")).to_have_text("Characters: 7")


@test
def test_textView(page, uuid):
    deep_link(page, "/deeplink/other")
    tid(page, "TextView").fill("First line\nSecond line")
    expect(tid(page, "TextView")).to_have_value("First line\nSecond line")


@test
def test_pageButtons(page, uuid):
    deep_link(page, "/deeplink/page")
    expect(tid(page, "PageIndicator")).to_have_text("page 1 of 3")
    expect(tid(page, "PreviousPageButton")).to_be_disabled()
    tid(page, "NextPageButton").click()
    expect(tid(page, "PageIndicator")).to_have_text("page 2 of 3")
    tid(page, "NextPageButton").click()
    expect(tid(page, "PageIndicator")).to_have_text("page 3 of 3")
    expect(tid(page, "NextPageButton")).to_be_disabled()
    tid(page, "PreviousPageButton").click()
    expect(tid(page, "PageIndicator")).to_have_text("page 2 of 3")


# ---- The run: one browser, a context per test

def open_run():
    playwright = sync_playwright().start()
    # No trace, video or screenshot is recorded: none is asked for.
    browser = playwright.chromium.launch(executable_path=common.CHROMIUM, headless=True,
                                         args=common.playwright_switches())
    return playwright, browser


def close_run(state):
    playwright, browser = state
    browser.close()
    playwright.stop()


def run_test(state, function):
    _, browser = state
    context = browser.new_context(viewport=common.VIEWPORT)
    try:
        context.set_default_timeout(common.TIMEOUT_SECONDS * 1000)
        page = context.new_page()
        uuid = common.new_test_uuid()
        page.goto(common.launch_url(uuid))
        function(page, uuid)
    finally:
        context.close()


if __name__ == "__main__":
    common.playwright_switches()  # worked out before the timing starts, when the harness did not
    expect.set_options(timeout=common.TIMEOUT_SECONDS * 1000)
    sys.exit(common.run("playwright", test.tests, open_run, close_run, run_test))
