"""The explicit waits the Selenium suite is written with: one `App` per test, wrapping its
driver and a `WebDriverWait` that polls every 50 ms and times out after 10 s."""

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

import peer_common as common

# Whether an element's box is inside the window (the app's content scrolls, not the page).
IN_VIEWPORT_SCRIPT = """
const r = arguments[0].getBoundingClientRect();
return r.bottom > 0 && r.right > 0 && r.top < window.innerHeight && r.left < window.innerWidth;
"""


class App:
    """One test's driver with the explicit waits the tests use."""

    def __init__(self, driver):
        self.driver = driver
        self.wait = WebDriverWait(driver, common.TIMEOUT_SECONDS, poll_frequency=0.05,
                                  ignored_exceptions=[StaleElementReferenceException])

    @staticmethod
    def locator(test_id):
        return By.CSS_SELECTOR, f'[data-testid="{test_id}"]'

    def visible(self, test_id):
        return self.wait.until(EC.visibility_of_element_located(self.locator(test_id)))

    def hidden(self, test_id):
        self.wait.until(EC.invisibility_of_element_located(self.locator(test_id)))

    def tap(self, test_id):
        self.wait.until(EC.element_to_be_clickable(self.locator(test_id))).click()

    def type(self, test_id, text):
        self.visible(test_id).send_keys(text)

    def text_is(self, test_id, expected):
        self.wait.until(lambda d: d.find_element(*self.locator(test_id)).text == expected,
                        f"{test_id} to read {expected!r}")

    def value_is(self, test_id, expected):
        self.wait.until(lambda d: d.find_element(*self.locator(test_id)).get_property("value") == expected,
                        f"{test_id} to hold {expected!r}")

    def attribute_is(self, test_id, name, expected):
        self.wait.until(lambda d: d.find_element(*self.locator(test_id)).get_attribute(name) == expected,
                        f"{test_id}'s {name} to be {expected!r}")

    def enabled_is(self, test_id, expected):
        self.wait.until(lambda d: d.find_element(*self.locator(test_id)).is_enabled() == expected,
                        f"{test_id} to be {'enabled' if expected else 'disabled'}")

    def count_is(self, css, expected):
        self.wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, css)) == expected,
                        f"{expected} elements matching {css}")

    def in_viewport_is(self, test_id, expected):
        self.wait.until(lambda d: d.execute_script(IN_VIEWPORT_SCRIPT, d.find_element(*self.locator(test_id))) == expected,
                        f"{test_id} {'in' if expected else 'out of'} the viewport")

    def deep_link(self, path):
        self.driver.execute_script(common.DEEP_LINK_SCRIPT, common.absolute(path))

    def log_in(self, username):
        if username:
            self.type("UsernameField", username)
        self.type("PasswordField", common.PASSWORD)
        self.tap("LoginButton")
