"""The peer benchmark's suite in Selenium-Python 4: a new driver (chromedriver and Chromium) per
test, Selenium's usual isolation; elements by test id, explicit waits (WebDriverWait).

The system chromedriver is passed to Service, so Selenium Manager downloads nothing.
Each test is the same work as its namesake in Tests/PeerBenchSuite.
"""

import sys

from selenium import webdriver
from selenium.webdriver import ActionChains, Keys
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.select import Select

import peer_common as common
from selenium_waits import App

test = common.Registry()


# ---- Login

@test
def test_passwordLogin(app, uuid):
    app.visible("WelcomeHeader")
    app.log_in("Someone")
    app.visible("ProfileHeader")
    app.text_is("UsernameLabel", "Someone")
    app.text_is("LoginMethodLabel", "Logged in with password")


@test
def test_passwordLoginWithoutUsername(app, uuid):
    app.visible("WelcomeHeader")
    app.value_is("UsernameField", "")
    app.log_in(None)
    app.visible("ProfileHeader")
    app.text_is("UsernameLabel", "My username")


@test
def test_failedLoginAlert(app, uuid):
    common.fail_logins(uuid)
    app.visible("WelcomeHeader")
    app.log_in("Someone")
    app.visible("Alert")
    app.text_is("AlertTitle", "Login failed")
    app.text_is("AlertMessage", "Server error")
    app.tap("AlertButton-OK")
    app.hidden("Alert")
    app.visible("WelcomeHeader")


@test
def test_logoutRemembersUsername(app, uuid):
    app.log_in("Someone")
    app.visible("ProfileHeader")
    app.tap("LogoutButton")
    app.visible("WelcomeHeader")
    app.value_is("UsernameField", "Someone")


# ---- Navigation

@test
def test_tabs(app, uuid):
    app.deep_link("/deeplink/table")
    app.visible("TableHeader")
    app.attribute_is("TableTab", "aria-selected", "true")
    app.tap("CollectionTab")
    app.visible("CollectionHeader")
    app.attribute_is("CollectionTab", "aria-selected", "true")
    app.tap("OtherTab")
    app.visible("OtherHeader")
    app.tap("PageTab")
    app.visible("PageHeader")
    app.attribute_is("TableTab", "aria-selected", "false")


@test
def test_profileFromNavBar(app, uuid):
    app.deep_link("/deeplink/table")
    app.visible("TableHeader")
    app.tap("ProfileButton")
    app.visible("ProfileHeader")
    app.text_is("UsernameLabel", "Not logged in")


@test
def test_deepLinkToDetail(app, uuid):
    app.visible("WelcomeHeader")
    app.deep_link("/deeplink/detail/5")
    app.visible("DetailHeader")
    app.text_is("DetailHeader", "Row 5")
    app.text_is("DetailLabel", "You selected row 5")
    app.tap("BackButton")
    app.visible("TableHeader")


@test
def test_deepLinkToProfile(app, uuid):
    app.visible("WelcomeHeader")
    app.deep_link("/deeplink/profile")
    app.visible("ProfileHeader")
    app.text_is("LoginMethodLabel", "Logged out")


# ---- Table

@test
def test_tableRowsAndSections(app, uuid):
    app.deep_link("/deeplink/table")
    app.visible("TableHeader")
    app.count_is('[data-testid="TableView"] [role="listitem"]', 30)
    app.text_is("SectionHeader-1", "Section numero 1")
    app.text_is("SectionHeader-2", "Section numero 2")


@test
def test_rowDetailAndBack(app, uuid):
    app.deep_link("/deeplink/table")
    app.tap("Row-3")
    app.visible("DetailHeader")
    app.text_is("DetailHeader", "Row 3")
    app.text_is("DetailLabel", "You selected row 3")
    app.text_is("DetailSectionLabel", "Section numero 1")
    app.tap("BackButton")
    app.visible("TableHeader")
    app.hidden("DetailHeader")


@test
def test_scrollToRow(app, uuid):
    app.deep_link("/deeplink/table")
    app.visible("TableHeader")
    app.in_viewport_is("Row-28", False)
    ActionChains(app.driver).scroll_to_element(app.driver.find_element(*app.locator("Row-28"))).perform()
    app.in_viewport_is("Row-28", True)
    app.tap("Row-28")
    app.text_is("DetailLabel", "You selected row 28")
    app.text_is("DetailSectionLabel", "Section numero 2")


# ---- Collection

@test
def test_collectionSelectCell(app, uuid):
    app.deep_link("/deeplink/collection")
    app.visible("CollectionHeader")
    app.count_is('[data-testid="CollectionView"] [role="gridcell"]', 50)
    app.text_is("SelectedCell", "No cell selected")
    app.tap("Cell-5")
    app.attribute_is("Cell-5", "aria-selected", "true")
    app.text_is("SelectedCell", "Selected: Cell 5")


@test
def test_collectionRefresh(app, uuid):
    app.deep_link("/deeplink/collection")
    app.text_is("LastRefreshed", "Last refreshed: 0")
    app.tap("RefreshButton")
    app.text_is("LastRefreshed", "Last refreshed: 1")
    app.tap("RefreshButton")
    app.text_is("LastRefreshed", "Last refreshed: 2")


# ---- Controls

@test
def test_buttonTaps(app, uuid):
    app.deep_link("/deeplink/other")
    app.visible("OtherHeader")
    app.tap("ExampleButton")
    app.tap("ExampleButton")
    app.text_is("ExampleButtonTapCount", "Tapped 2 times")


@test
def test_switch(app, uuid):
    app.deep_link("/deeplink/other")
    app.text_is("SwitchLabel", "Switch is off")
    if not app.visible("Switch").is_selected():
        app.tap("Switch")
    app.text_is("SwitchLabel", "Switch is on")
    if app.visible("Switch").is_selected():
        app.tap("Switch")
    app.text_is("SwitchLabel", "Switch is off")


@test
def test_stepper(app, uuid):
    app.deep_link("/deeplink/other")
    app.enabled_is("StepperDecrement", False)
    app.tap("StepperIncrement")
    app.tap("StepperIncrement")
    app.text_is("StepperValue", "2")
    app.enabled_is("StepperDecrement", True)
    app.tap("StepperDecrement")
    app.tap("StepperDecrement")
    app.text_is("StepperValue", "0")
    app.enabled_is("StepperDecrement", False)


@test
def test_segmentedControl(app, uuid):
    app.deep_link("/deeplink/other")
    app.text_is("SegmentedValue", "Selected segment: First")
    app.tap("Segmented-Second")
    app.attribute_is("Segmented-Second", "aria-checked", "true")
    app.text_is("SegmentedValue", "Selected segment: Second")


@test
def test_picker(app, uuid):
    app.deep_link("/deeplink/other")
    app.text_is("PickerValue", "Picked: Red")
    Select(app.visible("Picker")).select_by_visible_text("Blue")
    app.text_is("PickerValue", "Picked: Blue")


# ---- Dialogs and scrolling

@test
def test_inPageAlert(app, uuid):
    app.deep_link("/deeplink/other")
    app.tap("ShowAlertButton")
    app.visible("Alert")
    app.text_is("AlertTitle", "Alert title")
    app.text_is("AlertMessage", "Alert message")
    app.tap("AlertButton-OK")
    app.hidden("Alert")
    app.text_is("AlertResult", "Alert result: OK")


@test
def test_sheet(app, uuid):
    app.deep_link("/deeplink/other")
    app.tap("ShowSheetButton")
    app.visible("Sheet")
    app.text_is("SheetTitle", "Sheet title")
    app.tap("SheetButton-Delete")
    app.hidden("Sheet")
    app.text_is("SheetResult", "Sheet result: Delete")


@test
def test_scrollToBottom(app, uuid):
    app.deep_link("/deeplink/other")
    app.visible("OtherHeader")
    app.in_viewport_is("BottomLabel", False)
    ActionChains(app.driver).scroll_to_element(app.driver.find_element(*app.locator("BottomLabel"))).perform()
    app.in_viewport_is("BottomLabel", True)
    app.text_is("BottomLabel", "Bottom of other")


# ---- Text and pages

@test
def test_textField(app, uuid):
    app.deep_link("/deeplink/other")
    app.type("TextField", "Hello, world")
    app.text_is("TextFieldValue", "Text: Hello, world")
    app.visible("TextField").send_keys(Keys.BACKSPACE * 7)
    app.value_is("TextField", "Hello")
    app.text_is("TextFieldValue", "Text: Hello")


@test
def test_secureField(app, uuid):
    app.deep_link("/deeplink/other")
    app.type("SecureField", common.SECRET)
    app.text_is("SecureFieldValue", "Characters: 7")


@test
def test_textView(app, uuid):
    app.deep_link("/deeplink/other")
    app.type("TextView", "First line\nSecond line")
    app.value_is("TextView", "First line\nSecond line")


@test
def test_pageButtons(app, uuid):
    app.deep_link("/deeplink/page")
    app.text_is("PageIndicator", "page 1 of 3")
    app.enabled_is("PreviousPageButton", False)
    app.tap("NextPageButton")
    app.text_is("PageIndicator", "page 2 of 3")
    app.tap("NextPageButton")
    app.text_is("PageIndicator", "page 3 of 3")
    app.enabled_is("NextPageButton", False)
    app.tap("PreviousPageButton")
    app.text_is("PageIndicator", "page 2 of 3")


# ---- The run: a new driver per test

def options():
    chrome = Options()
    chrome.binary_location = common.CHROMIUM
    chrome.add_argument("--headless=new")
    for switch in common.selenium_switches():
        chrome.add_argument(switch)
    return chrome


def open_run():
    return None


def close_run(state):
    pass


def run_test(state, function):
    driver = webdriver.Chrome(service=Service(executable_path=common.CHROMEDRIVER), options=options())
    try:
        uuid = common.new_test_uuid()
        driver.get(common.launch_url(uuid))
        function(App(driver), uuid)
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(common.run("selenium", test.tests, open_run, close_run, run_test))
