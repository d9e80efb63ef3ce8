import {
  EMOTIONAL_STATUS,
  editUserBodySchema,
  GENDER,
  PROFILE_LIMITS,
  type RegionNode,
  type UserInfo,
} from "@courtside/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Cascader, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveProfile } from "../../../api/profile";
import { schemaRules } from "../../../forms/schemaRules";
import { showFormFailure } from "../../../forms/serverErrors";
import { useSessionStore } from "../../../stores/session";
import { HEIGHT_CM, type ProfileValues, profileBody, profileValues, WEIGHT_KG } from "../profileForm";

interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

const toOptions = (nodes: RegionNode[]): RegionOption[] =>
  nodes.map((node) => ({
    value: node.name,
    label: node.name,
    children: node.children?.length ? toOptions(node.children) : undefined,
  }));

/** Every editable profile field; saving sends them all with edit_user. */
export function ProfileForm({ user, regions }: { user: UserInfo; regions: RegionNode[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const [busy, setBusy] = useState(false);
  const rules = schemaRules(form, editUserBodySchema, profileBody);

  const submit = async (values: ProfileValues) => {
    setBusy(true);
    try {
      const info = await saveProfile(profileBody(values), { silent: true });
      useSessionStore.getState().setUserInfo(info);
      queryClient.setQueryData(["profile"], info);
      // Keyed, so saving twice in a row (Enter in a field, then the button) shows one message.
      void message.success({ content: t("accountPages.profile.saved"), key: "accountPages.profile.saved" });
    } catch (error) {
      showFormFailure(form, error);
    } finally {
      setBusy(false);
    }
  };

  const genders = [
    { value: GENDER.male, label: t("enums.gender.male") },
    { value: GENDER.female, label: t("enums.gender.female") },
    { value: GENDER.secret, label: t("enums.gender.secret") },
  ];
  const statuses = [
    { value: EMOTIONAL_STATUS.single, label: t("enums.emotionalStatus.single") },
    { value: EMOTIONAL_STATUS.inLove, label: t("enums.emotionalStatus.inLove") },
  ];

  return (
    <Form
      form={form}
      name="profile"
      layout="vertical"
      requiredMark={false}
      initialValues={profileValues(user, regions)}
      onFinish={submit}
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="nickname" label={t("accountPages.profile.nickname")} rules={rules("nickname")}>
            <Input maxLength={PROFILE_LIMITS.nickname} showCount />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="birthday" label={t("accountPages.profile.birthday")}>
            <DatePicker
              className="profile-form__wide"
              disabledDate={(date) => date.isAfter(dayjs(), "day")}
              placeholder={t("accountPages.profile.birthdayPlaceholder")}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="gender" label={t("accountPages.profile.gender")}>
            <Radio.Group options={genders} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="emotionalStatus" label={t("accountPages.profile.emotionalStatus")}>
            <Select options={statuses} allowClear placeholder={t("accountPages.profile.notSet")} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="region" label={t("accountPages.profile.region")}>
            <Cascader
              options={toOptions(regions)}
              changeOnSelect
              placeholder={t("accountPages.profile.regionPlaceholder")}
              showSearch
              className="profile-form__wide"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="height" label={t("accountPages.profile.height")} rules={rules("height")}>
            <InputNumber {...HEIGHT_CM} precision={0} className="profile-form__wide" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="weight" label={t("accountPages.profile.weight")} rules={rules("weight")}>
            <InputNumber {...WEIGHT_KG} precision={0} className="profile-form__wide" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="hobbies" label={t("accountPages.profile.hobbies")}>
            <Input
              maxLength={PROFILE_LIMITS.hobbies}
              showCount
              placeholder={t("accountPages.profile.hobbiesPlaceholder")}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="intro" label={t("accountPages.profile.intro")}>
            <Input.TextArea
              maxLength={PROFILE_LIMITS.intro}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
              placeholder={t("accountPages.profile.introPlaceholder")}
            />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t("accountPages.profile.save")}
      </Button>
    </Form>
  );
}
